// A compose box's uploads as React sees them: the controller (upload-controller.ts) for its
// lifetime, its rows as state, and the three ways files arrive: the Attach button's file picker,
// a paste holding files (screenshots arrive as image files) and a drop on the box, which shows a
// drop target while files are dragged over it.
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { getBridge } from '../../../bridge/get-bridge';
import { useAccount } from '../../../state/account-scope';
import {
  createUploadController,
  isBusy,
  type UploadController,
  type UploadEditor,
  type UploadRow,
} from './upload-controller';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function useComposeUploads(editor: UploadEditor) {
  const { accountId, store } = useAccount();
  const intl = useIntl();
  // The controller lives as long as the account; the language may change meanwhile.
  const latestIntl = useRef(intl);
  latestIntl.current = intl;
  const [rows, setRows] = useState<readonly UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const latestEditor = useRef(editor);
  latestEditor.current = editor;
  const controller = useRef<UploadController | null>(null);
  useEffect(() => {
    const created = createUploadController({
      bridge: getBridge(),
      accountId,
      editor: {
        insertText: (text) => latestEditor.current.insertText(text),
        editText: (edit) => latestEditor.current.editText(edit),
      },
      onRows: setRows,
      limitMib: () => store.getState().realm.maxFileUploadMib,
      intl: () => latestIntl.current,
    });
    controller.current = created;
    return () => {
      created.dispose();
      controller.current = null;
    };
  }, [accountId, store]);

  const start = (files: readonly File[]) => void controller.current?.start(files);
  return {
    rows,
    busy: isBusy(rows),
    dragging,
    start,
    cancel: (id: string) => controller.current?.cancel(id),
    dismiss: (id: string) => controller.current?.dismiss(id),
    onPaste(event: ClipboardEvent) {
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      start(files);
    },
    dropTarget: {
      onDragEnter(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragOver(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event: DragEvent) {
        // Moving between the box's own children is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        start([...event.dataTransfer.files]);
      },
    },
  };
}

export type ComposeUploads = ReturnType<typeof useComposeUploads>;
