// Main's view of the account's upload limit: each register answer sets it, a realm update_dict
// carrying it changes it, and nonsense leaves it unknown (register) or unchanged (events).
import { describe, expect, it } from 'vitest';
import { createUploadLimit } from '../../../../electron/core/uploads/upload-limit';

describe('upload limit', () => {
  it('follows register answers and realm update_dict events', () => {
    const limit = createUploadLimit();
    expect(limit.mib()).toBeUndefined();
    limit.fromSnapshot({ max_file_upload_size_mib: 25 });
    expect(limit.mib()).toBe(25);
    limit.fromEvents([
      { type: 'realm', op: 'update', property: 'name', value: 'x' },
      {
        type: 'realm',
        op: 'update_dict',
        property: 'default',
        data: { plan_type: 2, max_file_upload_size_mib: 1024 },
      },
    ]);
    expect(limit.mib()).toBe(1024);
    limit.fromEvents([
      { type: 'realm', op: 'update_dict', data: { max_file_upload_size_mib: 'lots' } },
      null,
      7,
    ]);
    expect(limit.mib()).toBe(1024);
    limit.fromSnapshot({ max_file_upload_size_mib: -1 });
    expect(limit.mib()).toBeUndefined();
  });
});
