// Whether a setting can be changed on this server, and if not, the reason the UI shows in place of
// a control that would otherwise pretend to save.
import { defineMessages } from 'react-intl';
import type { CatalogEntry } from '../../../../shared/settings/catalog';
import { type Phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  needsFeatureLevel: {
    id: 'settings.unavailable.feature_level',
    defaultMessage:
      'Not available on this server: it needs feature level {required} and this server has {actual}.',
  },
  ignored: {
    id: 'settings.unavailable.ignored',
    defaultMessage: 'Not available on this server: it ignored the change (listed as unsupported).',
  },
  notReported: {
    id: 'settings.unavailable.not_reported',
    defaultMessage: 'Not available on this server: it does not report this setting.',
  },
});

export interface AvailabilityContext {
  featureLevel: number;
  /** True when the server reported a current value for the setting. */
  reported: boolean;
  /** Settings this server listed in ignored_parameters_unsupported for a real change. */
  ignored: ReadonlySet<string>;
}

/** undefined when the setting is available; otherwise one sentence saying why not. */
export function unavailableReason(entry: CatalogEntry, context: AvailabilityContext): Phrase | undefined {
  if (entry.minFeatureLevel !== undefined && context.featureLevel < entry.minFeatureLevel) {
    // Feature levels are version numbers, not amounts: given as text so they are never grouped.
    const values = { required: String(entry.minFeatureLevel), actual: String(context.featureLevel) };
    return { message: messages.needsFeatureLevel, values };
  }
  if (context.ignored.has(entry.name)) return { message: messages.ignored };
  // Account fields are not part of user_settings, so only real settings need a reported value.
  if (!entry.accountOnly && !context.reported) return { message: messages.notReported };
  return undefined;
}

/**
 * What a successful PATCH means for one sent setting. The server lists unchanged values as
 * ignored too, so "ignored" is only "unsupported" when the server does not already hold the value.
 */
export function outcomeOfSave(
  name: string,
  sent: unknown,
  serverValue: unknown,
  ignoredNames: readonly string[] | undefined,
): 'saved' | 'unchanged' | 'unsupported' {
  if (!ignoredNames?.includes(name)) return 'saved';
  return serverValue === sent ? 'unchanged' : 'unsupported';
}
