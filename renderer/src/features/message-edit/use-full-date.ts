// A date with its time of day, as the edit history, the delete dialog and the drafts list show one:
// in the user's language (react-intl's locale) and on the clock twenty_four_hour_time asks for.
import { useIntl, type IntlShape } from 'react-intl';
import { useUserSetting } from '../settings/use-user-setting';

/** `seconds` since the epoch, as the server gives times: "Jan 2, 2025, 5:05 PM", "02.01.2025, 17:05". */
export function formatFullDate(intl: IntlShape, seconds: number, twentyFourHour: boolean): string {
  return intl.formatDate(seconds * 1000, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // hourCycle, not hour12: hour12 false can still give "24:05" in some locales.
    hourCycle: twentyFourHour ? 'h23' : 'h12',
  });
}

export function useFullDate(): (seconds: number) => string {
  const intl = useIntl();
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  return (seconds) => formatFullDate(intl, seconds, twentyFourHour);
}
