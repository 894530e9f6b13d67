/** The review form's stars and service types, as the testimonials and their emails show them. */
export const ratingLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Absolutely amazing',
  4: 'Great experience',
  3: 'Good service',
  2: 'It was okay',
  1: 'Could be better',
};

export const serviceTypeLabels = {
  makeup: 'Makeup Services',
  hair: 'Hair Services',
  bridal: 'Bridal Package',
  both: 'Hair & Makeup',
} as const;
