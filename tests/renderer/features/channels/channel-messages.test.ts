// The sidebar's and channel header's counted texts in each language: plurals chosen by the
// language's rules, numbers grouped by its conventions, and a channel's "#name" kept intact.
import { describe, expect, it } from 'vitest';
import { channelPaneMessages } from '../../../../renderer/src/features/channels/channel-pane';
import { testIntl } from '../../../support/intl';

describe('counted channel texts', () => {
  it('counts subscribers with the language’s plural and digit grouping', () => {
    const count = (locale: 'en' | 'de' | 'es', n: number) =>
      testIntl(locale).formatMessage(channelPaneMessages.subscribers, { count: n });
    expect(count('en', 1)).toBe('1 subscriber');
    expect(count('en', 1234)).toBe('1,234 subscribers');
    expect(count('de', 1)).toBe('1 Abonnent');
    expect(count('de', 1234)).toBe('1.234 Abonnenten');
    expect(count('es', 1)).toBe('1 suscriptor');
    expect(count('es', 0)).toBe('0 suscriptores');
  });

  it('says how many messages were marked read, keeping the channel’s # inside a plural', () => {
    const marked = { id: 'channels.actions.marked_count' };
    expect(testIntl('de').formatMessage(marked, { count: 1, name: 'general' })).toBe(
      '1 Nachricht in #general als gelesen markiert.',
    );
    expect(testIntl('es').formatMessage(marked, { count: 1, name: 'general' })).toBe(
      'Se marcó 1 mensaje de #general como leído.',
    );
    expect(testIntl('es').formatMessage(marked, { count: 25, name: 'general' })).toBe(
      'Se marcaron 25 mensajes de #general como leídos.',
    );
  });

  it('offers all of a channel’s topics by number', () => {
    expect(testIntl('de').formatMessage({ id: 'channels.topics.show_all' }, { count: 12 })).toBe(
      'Alle 12 Themen anzeigen',
    );
    expect(testIntl('es').formatMessage({ id: 'channels.topics.show_all' }, { count: 12 })).toBe(
      'Mostrar los 12 temas',
    );
  });

  it('welcomes to the organization by its name, untranslated', () => {
    expect(testIntl('de').formatMessage(channelPaneMessages.welcomeTo, { realm: 'Acme Labs' })).toBe(
      'Willkommen bei Acme Labs',
    );
  });
});
