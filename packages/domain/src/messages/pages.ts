import { REPLY_WITHIN } from '../reply-promise';

/** Words of pages that are not forms: the 404 screen and the contact page. */
export const notFoundScreen = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

export const contactPage = {
  responseTime: `We respond ${REPLY_WITHIN} on business days.`,
  services: [
    'Bridal hair and makeup',
    'Special event styling',
    'Photoshoot makeup',
    'Free consultations',
    'Group bookings',
  ],
  successText: `Thank you for reaching out. We'll reply ${REPLY_WITHIN}.`,
} as const;
