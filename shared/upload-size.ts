// The account's upload limit (max_file_upload_size_mib from register), checked before a byte is
// sent, by the renderer (before reading the file) and by main (before uploading it): a file over it is
// refused with the file's size and the limit named, as people read them. Plain code for both bundles.
const MIB = 1024 * 1024;

export function limitBytes(limitMib: number): number {
  return limitMib * MIB;
}

/** 2.4 MiB, 512 KiB, 80 bytes: binary units, like the limit itself. */
export function formatSize(bytes: number): string {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MiB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KiB`;
  return `${bytes} bytes`;
}

/** Why the file cannot go to this server, or undefined when it may (or the limit is unknown). */
export function sizeRefusal(name: string, size: number, limitMib: number | undefined): string | undefined {
  if (limitMib === undefined) return undefined;
  if (limitMib <= 0) return 'This server does not accept file uploads.';
  const limit = limitBytes(limitMib);
  if (size <= limit) return undefined;
  // Just over the limit, rounding would say "1 MiB is over 1 MiB": give the bytes.
  const said =
    formatSize(size) === `${limitMib} MiB` ? `${size.toLocaleString('en-US')} bytes` : formatSize(size);
  const exact = said.endsWith(' bytes') ? ` (${limit.toLocaleString('en-US')} bytes)` : '';
  return `${name} is ${said}; this server accepts files up to ${limitMib} MiB${exact}.`;
}
