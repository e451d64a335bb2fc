// What the create-channel form can find wrong before anything is sent, as catalogue messages:
// create-channel-params.ts stays free of any language, and the form words a problem
// in the window's language when it shows it.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const problems = defineMessages({
  retentionDays: {
    id: 'browse.create.error_retention_days',
    defaultMessage: 'Enter the number of days to keep messages (a whole number, at least 1).',
  },
  noSubscriber: {
    id: 'browse.create.error_no_subscriber',
    defaultMessage: 'Choose at least one subscriber.',
  },
  unknownPerson: {
    id: 'browse.create.error_unknown_person',
    defaultMessage: 'One of the chosen people is unknown here; reload and try again.',
  },
  noName: { id: 'browse.create.error_no_name', defaultMessage: 'Enter a channel name.' },
  nameTooLong: {
    id: 'browse.create.error_name_too_long',
    defaultMessage: 'Channel names can be at most {most, number} characters.',
  },
  descriptionTooLong: {
    id: 'browse.create.error_description_too_long',
    defaultMessage: 'Descriptions can be at most {most, number} characters.',
  },
});

/** What to fix in the form, formatted where it is shown. */
export interface FormProblem {
  message: MessageDescriptor;
  values?: Record<string, number>;
}
