import { describe, expect, it } from 'vitest';
import { CustomProfileFieldType, Role, customProfileField, mutedUser, user } from '../../../shared/objects';
import { sampleUser } from './samples';

describe('user', () => {
  it('parses a person with profile data and keeps unknown fields', () => {
    const parsed = user.parse({ ...sampleUser, future_flag: true });
    expect(parsed.role).toBe(Role.Member);
    expect(parsed.delivery_email).toBeNull();
    expect(parsed.profile_data?.['4']).toEqual({ value: 'she/her', rendered_value: '<p>she/her</p>' });
    expect(parsed.profile_data?.['7']?.value).toBeNull();
    expect(parsed.future_flag).toBe(true);
  });

  it('parses a bot and a user without avatar_url (user_avatar_url_field_optional)', () => {
    const { avatar_url: _absent, profile_data: _none, ...rest } = sampleUser;
    const bot = user.parse({ ...rest, is_bot: true, bot_type: 1, bot_owner_id: 10 });
    expect(bot.avatar_url).toBeUndefined();
    expect(bot.bot_owner_id).toBe(10);
  });

  it('accepts role integers it does not know', () => {
    expect(user.parse({ ...sampleUser, role: 500 }).role).toBe(500);
  });

  it('rejects wrong or missing required fields', () => {
    expect(user.safeParse({ ...sampleUser, user_id: '10' }).success).toBe(false);
    const { full_name: _missing, ...noName } = sampleUser;
    expect(user.safeParse(noName).success).toBe(false);
    expect(user.safeParse({ ...sampleUser, profile_data: { '4': { value: 3 } } }).success).toBe(false);
  });

  it('names the role and custom-field-type integers', () => {
    expect(Role).toEqual({ Owner: 100, Administrator: 200, Moderator: 300, Member: 400, Guest: 600 });
    expect(Object.values(CustomProfileFieldType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CustomProfileFieldType.Pronouns).toBe(8);
  });

  it('parses custom profile fields whose optional flags are left out', () => {
    const field = customProfileField.parse({
      id: 1,
      type: 3,
      order: 0,
      name: 'Team',
      hint: '',
      field_data: '{}',
    });
    expect(field.display_in_profile_summary).toBeUndefined();
    expect(mutedUser.safeParse({ id: 1 }).success).toBe(false);
  });
});
