// The "Create channel" window: the form, then what the server did (who was subscribed where, and
// which channels it refused when asked to continue past permission errors).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { channelHref } from '../../routing/route';
import { findChannelByName } from '../../state/channels';
import '../../styles/browse.css';
import { ModalDialog } from '../common/modal-dialog';
import { CreateChannelFormView } from './create-channel-form';
import { EMPTY_FORM, type CreateChannelForm, type SubscribeParams } from './create-channel-params';
import { summarizeSubscribe, type SubscribeSummary } from './subscribe-result';
import { SubscribeResultView } from './subscribe-result-view';
import { usePersonLookup } from './use-person-lookup';
import { useAccount } from '../../state/account-scope';
import { useCompareNames } from '../../i18n/name-order';

const messages = defineMessages({
  title: { id: 'browse.create.title', defaultMessage: 'Create channel' },
});

export function CreateChannelDialog({ onClose }: { onClose(): void }) {
  const { api, store } = useAccount();
  const intl = useIntl();
  const [form, setForm] = useState<CreateChannelForm>(EMPTY_FORM);
  const [summary, setSummary] = useState<SubscribeSummary | null>(null);
  const lookup = usePersonLookup();
  const compareNames = useCompareNames();
  const create = useMutation({
    mutationFn: (params: SubscribeParams) => api('subscribe', params),
    onSuccess: (response) => setSummary(summarizeSubscribe(response, lookup, compareNames)),
  });

  function openChannel() {
    const channel = findChannelByName(store.getState().channels, form.name.trim());
    onClose();
    if (channel !== undefined) window.location.hash = channelHref(channel.stream_id);
  }

  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose} className="is-wide">
      {summary === null ? (
        <CreateChannelFormView
          form={form}
          update={(patch) => setForm((was) => ({ ...was, ...patch }))}
          pending={create.isPending}
          serverError={create.isError ? errorMessage(create.error, intl) : null}
          onSubmit={(params) => create.mutate(params)}
          onCancel={onClose}
        />
      ) : (
        <SubscribeResultView
          summary={summary}
          onOpenChannel={
            summary.subscribed.length + summary.alreadySubscribed.length > 0 ? openChannel : null
          }
          onAgain={() => {
            setSummary(null);
            setForm(EMPTY_FORM);
            create.reset();
          }}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}
