import { expectToContainEach } from '../../bookings/emails/booking-email.fixture';
import { renderConsultationAcknowledgment } from '../../consultations/emails/consultation-acknowledgment';
import { renderConsultationStaffNotification } from '../../consultations/emails/consultation-staff-notification';
import { renderApplicationAcknowledgment } from './application-acknowledgment';
import { renderApplicationStaffNotification } from './application-staff-notification';
import { choiceLabel, eventDateLabel, imageLink } from './submission-fields';
import { renderTestimonialStaffNotification } from './testimonial-staff-notification';

const evil = '<script>alert("x")</script> & "quotes"';
const escapedEvil = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;';
const photoId = '0b8f5c3e-6f4e-4d5e-9a0b-1c2d3e4f5a6b';

/** The business the application and review emails are sent for. */
const business = {
  businessName: 'B',
  publicUrl: 'https://beauty.example',
  contactEmails: ['a@b.example', 'c@b.example'] as const,
};

const request = {
  name: `Grace ${evil}`,
  email: 'grace"><img src=x>@example.com',
  phone: null,
  eventType: 'date-night',
  eventDate: '2031-01-05',
  skinType: 'sensitive',
  favoriteFeatures: evil,
  falseLashesExperience: 'no-thanks',
  tooFoldForYou: evil,
  celebrityInspiration: evil,
  dailyRoutine: `line one\n${evil}`,
  holyGrailProducts: evil,
  commentsOrConcerns: null,
  allergiesOrSensitivities: evil,
  inspirationImages: [`/api/images/${photoId}`, 'https://evil.example/not-ours.png'],
};

describe('consultation emails', () => {
  const staff = renderConsultationStaffNotification({
    request,
    businessName: 'Bridal Beauty',
    publicUrl: 'https://beauty.example',
    adminUrl: 'https://beauty.example/',
  });

  it('escapes every answer in the HTML and keeps the subject on one line', () => {
    expect(staff.html).not.toMatch(/<script|<img/);
    expect(staff.html.split(escapedEvil).length - 1).toBeGreaterThanOrEqual(6);
    expect(staff.subject).not.toMatch(/[\r\n]/);
  });

  it('lists every questionnaire answer and links only our photos', () => {
    expectToContainEach(staff.text, [
      'Skin Type: Sensitive',
      'How do you feel about false lashes? No thanks',
      `Is there a look that's too bold for you? ${evil}`,
      'Comments or concerns: not answered',
      'Phone: not answered',
      'Event type: Date night',
      'Event date: January 5, 2031',
      `https://beauty.example/api/images/${photoId}`,
    ]);
    expect(staff.html).toContain(`href="https://beauty.example/api/images/${photoId}"`);
    expect(staff.text).not.toContain('evil.example');
  });

  it('promises the client a call within 24 hours, word for word', () => {
    const ack = renderConsultationAcknowledgment({
      request,
      businessName: 'Bridal & Beauty',
      contactEmails: ['hello@b.example', 'hello@b.example'],
    });
    expectToContainEach(ack.text, [
      "We'll contact you within 24 hours to schedule your free consultation.",
      'Hi Grace,',
      'write to us at hello@b.example.',
    ]);
    expectToContainEach(ack.html, [
      'We&#39;ll contact you within 24 hours to schedule your free consultation.',
      'Bridal &amp; Beauty',
    ]);
    expect(ack.html).not.toMatch(/<script/);
  });
});

describe('application emails', () => {
  const application = {
    firstName: 'Lena',
    lastName: evil,
    email: 'lena@example.com',
    phone: '2535550142',
    specialties: 'makeup',
    experience: evil,
    portfolio: 'javascript:alert(1)',
    resumeUploadId: photoId,
    additionalInfo: null,
  };

  it('links the resume and never turns a non-web portfolio into a link', () => {
    const staff = renderApplicationStaffNotification({ application, ...business });
    expectToContainEach(staff.text, [
      `https://beauty.example/api/images/${photoId}`,
      'Specialties: Makeup',
      'Manage the application in the admin panel (Stylist Applications): https://beauty.example/admin/applications',
    ]);
    expect(staff.html).toContain('href="https://beauty.example/admin/applications"');
    expect(staff.html).toContain(`href="https://beauty.example/api/images/${photoId}"`);
    expect(staff.html).not.toContain('href="javascript:');
    expect(staff.html).not.toMatch(/<script/);
  });

  it('tells the applicant 3-5 business days and the five next steps', () => {
    const ack = renderApplicationAcknowledgment({ application, ...business });
    expectToContainEach(ack.text, [
      "We'll be in touch within 3-5 business days.",
      '1. Application review\n2. Portfolio and experience evaluation\n3. Initial phone/video interview\n4. Skills assessment (if applicable)\n5. Final decision and onboarding',
    ]);
  });
});

describe('testimonial staff notification', () => {
  it('names reviewer, service, rating and content, escaped, and says it waits for approval', () => {
    const email = renderTestimonialStaffNotification({
      testimonial: {
        customerName: evil,
        customerEmail: 'm@example.com',
        serviceType: 'bridal',
        rating: 2,
        content: evil,
      },
      ...business,
      adminUrl: 'https://beauty.example/',
    });
    expectToContainEach(email.text, [
      `Reviewer: ${evil}`,
      'Service: Bridal Package',
      'Rating: 2 of 5 stars (It was okay)',
      'waits for your approval in the admin panel',
    ]);
    expect(email.html).toContain('★★☆☆☆');
    expect(email.html).not.toMatch(/<script/);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('submission field helpers', () => {
  it('reads choices and dates as words, and only our image addresses as links', () => {
    expect(choiceLabel('love-them')).toBe('Love them');
    expect(choiceLabel('')).toBeNull();
    expect(eventDateLabel('2030-12-31')).toBe('December 31, 2030');
    expect(imageLink('https://x.example', `/api/images/${photoId}`)).toBe(
      `https://x.example/api/images/${photoId}`,
    );
    expect(imageLink('https://x.example', '/api/images/../../etc/passwd')).toBeNull();
  });
});
