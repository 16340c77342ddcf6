/** The spec's form texts (§5, §8, §9), quoted exactly: tests and forms import them from here. */
export const TEXT = {
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  fixErrors: 'Please fix the following errors:',
  optIn: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  formOptIn: 'Email me similar stock and latest offers.',
  submitFailed: 'An error occurred when submitting this form',
  unexpected: 'An unexpected error occured',
  requestPhotos: 'Please send photos for this car',
  required: 'This is a required field.',
} as const
