import type { FormKind } from './rules.ts';

/** What happens after a form is sent, as the page that answers it and the parent's acknowledgement say. */
export const NEXT_STEPS: Record<FormKind, string> = {
  enquiry:
    'The admissions office will call you on the number you gave, usually within two working days, to answer your questions and tell you how to register.',
  contact: 'The school office reads every message and answers within two working days.',
  grievance:
    'The school’s grievance officer will look into it and keep you informed. You can follow its status with this reference number and the contact you gave.',
};
