import { applicationResponsePromise } from '../application-steps';
import { REPLY_WITHIN } from '../reply-promise';

/** The toasts of the forms and back-office screens: a title and, mostly, a description. */
export const toasts = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  missingDateTime: {
    title: 'Missing Information',
    description: 'Please select both date and time for your appointment.',
  },
  noServicesSelected: {
    title: 'No Services Selected',
    description: 'Please select at least one service or bridal package.',
  },
  readyToBook: {
    title: 'Ready to Book',
    description: 'Please log in to complete your booking. Your selections will be saved.',
  },
  paymentMethodRequired: { title: 'Payment Method Required', description: 'Please select a payment method.' },
  paymentHandleRequired: {
    title: 'Payment Handle Required',
    description: 'Please provide your payment handle.',
  },
  bookingFailed: { title: 'Booking Failed', description: 'Failed to create booking. Please try again.' },
  bookingSucceeded: {
    title: 'Booking Submitted!',
    description: 'Your appointment has been scheduled successfully!',
  },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  profileUpdateFailed: { title: 'Update Failed', description: 'Failed to update profile.' },
  profileUpdated: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  consultationSubmitted: {
    title: 'Consultation Request Submitted!',
    description: `We'll contact you ${REPLY_WITHIN} to schedule your free consultation.`,
  },
  consultationFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your request. Please try again.',
  },
  uploadFailed: { title: 'Upload Failed', description: 'Failed to upload images. Please try again.' },
  contactSent: { title: 'Message Sent!', description: `We'll get back to you ${REPLY_WITHIN}.` },
  contactFailed: {
    title: 'Failed to Send Message',
    description: 'Please try again later or use our direct email.',
  },
  applicationSubmitted: {
    title: 'Application Submitted!',
    description: `Thank you for applying. ${applicationResponsePromise}`,
  },
  applicationFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your application. Please try again.',
  },
  reviewSubmitted: {
    title: 'Review Submitted!',
    description: 'Thank you! Your review is pending approval and will appear once our team has checked it.',
  },
  reviewFailed: { title: 'Submission Failed', description: 'Please try again later.' },
  titleRequired: { title: 'Title Required', description: 'Please enter a title before uploading' },
  galleryUploaded: { title: 'Success', description: 'Gallery image uploaded successfully!' },
  roleUpdated: { title: 'Role Updated', description: 'User role has been updated successfully' },
  roleUpdateFailed: { title: 'Update Failed', description: 'Failed to update user role' },
  statusUpdated: { title: 'Status Updated' },
  testimonialUpdated: { title: 'Testimonial Updated' },
  messageUpdated: { title: 'Message Updated' },
  applicationUpdated: { title: 'Application Updated' },
  updateFailed: { title: 'Update Failed' },
  creationFailed: {
    title: 'Creation Failed',
    description: 'Failed to create appointment. Please try again.',
  },
  bookingUpdated: { title: 'Booking Updated', description: 'The booking has been updated successfully.' },
  bookingUpdateFailed: { title: 'Update Failed', description: 'Failed to update booking. Please try again.' },
  accessDenied: { title: 'Access Denied', description: "You don't have permission to access this page." },
} as const;
