import { MIN_LENGTHS, RATING_STARS } from '../limits';

/** Field validation messages of spec 000 section 5 and spec 001 section 5. */
export const fieldMessages = {
  nameMin2: `Name must be at least ${MIN_LENGTHS.name} characters`,
  email: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  contactMessageMin: `Message must be at least ${MIN_LENGTHS.message} characters long`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phone: 'Please enter a valid phone number',
  specialties: 'Please select your specialties',
  experience: `Please provide at least ${MIN_LENGTHS.experience} characters of experience highlights`,
  portfolio: 'Please enter a valid URL',
  resume: 'Please upload your resume',
  serviceType: 'Please select a service type',
  rating: `Please choose a rating from 1 to ${RATING_STARS} stars`,
  reviewContent: `Please provide at least ${MIN_LENGTHS.review} characters for your review`,
  password: `Password must be at least ${MIN_LENGTHS.password} characters`,
  tooLong: 'This field is too long',
} as const;
