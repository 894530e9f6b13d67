import { firstName, renderContactAcknowledgment } from './contact-acknowledgment';
import { renderContactStaffNotification } from './contact-staff-notification';

const hostile = {
  name: 'Ana <script>alert("name")</script>',
  email: 'ana"><img src=x onerror=alert(1)>@example.com',
  phone: '<b>253</b>',
  subject: 'Wedding & "veil" <i>trial</i>\r\nBcc: victim@example.com',
  message: 'Hello <iframe src="https://evil.example"></iframe>\nSecond line & more',
};

describe('contact staff notification', () => {
  const email = renderContactStaffNotification({
    message: hostile,
    businessName: 'Bridal Beauty South Sound',
    adminUrl: 'http://localhost:3000/',
  });

  it('escapes every user-supplied value in the HTML', () => {
    for (const raw of ['<script>', '<img', '<iframe', '<b>253', '<i>trial', '"><img']) {
      expect(email.html).not.toContain(raw);
    }
    expect(email.html).toContain('Ana &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    expect(email.html).toContain(
      '&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;<br>Second line &amp; more',
    );
    expect(email.html).toContain('href="mailto:ana&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com"');
    expect(email.html).toContain('&lt;b&gt;253&lt;/b&gt;');
  });

  it('keeps the subject on one header line and names the message subject', () => {
    expect(email.subject).toBe('New contact message: Wedding & "veil" <i>trial</i> Bcc: victim@example.com');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('lists name, email, phone, subject, message and the admin panel link in the text part', () => {
    expect(email.text).toContain(`Name: ${hostile.name}`);
    expect(email.text).toContain(`Email: ${hostile.email}`);
    expect(email.text).toContain('Phone: <b>253</b>');
    expect(email.text).toContain(`Subject: ${hostile.subject}`);
    expect(email.text).toContain(hostile.message);
    expect(email.text).toContain('http://localhost:3000/');
    expect(email.html).toContain('href="http://localhost:3000/"');
    expect(email.html).toContain('Bridal Beauty South Sound');
  });

  it('says so when no phone was given', () => {
    const noPhone = renderContactStaffNotification({
      message: { ...hostile, phone: null },
      businessName: 'B',
      adminUrl: 'http://x/',
    });
    expect(noPhone.text).toContain('Phone: not given');
  });
});

describe('contact acknowledgment', () => {
  const email = renderContactAcknowledgment({
    message: hostile,
    businessName: 'Bridal & Beauty <South Sound>',
    contactEmails: ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example'],
  });

  it('has the fixed subject and promises a reply within 24 hours', () => {
    expect(email.subject).toBe('We received your message');
    expect(email.text).toContain('within 24 hours');
    expect(email.html).toContain('within 24 hours');
  });

  it("quotes none of the visitor's words: the address typed may be anyone's (issue 13.6)", () => {
    for (const part of [email.text, email.html]) {
      expect(part).not.toContain('veil');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Second line');
      expect(part).not.toContain('victim@example.com');
      expect(part).not.toContain('alert');
    }
  });

  it('is signed by the business (escaped too) and gives both contact addresses', () => {
    expect(email.text).toContain('The Bridal & Beauty <South Sound> team');
    expect(email.html).toContain('The Bridal &amp; Beauty &lt;South Sound&gt; team');
    expect(email.html).not.toContain('<South Sound>');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('hello@bridalbeauty.example');
      expect(part).toContain('bookings@bridalbeauty.example');
    }
  });
});

describe('the acknowledgment greeting', () => {
  const greet = (name: string) =>
    renderContactAcknowledgment({
      message: { ...hostile, name },
      businessName: 'B',
      contactEmails: ['a@x', 'b@x'],
    });

  it('uses the first name, without markup typed into the field', () => {
    expect(firstName('Grace <b>Hopper</b>')).toBe('Grace');
    expect(firstName('  <b>Grace</b> Hopper')).toBe('Grace');
    expect(firstName('<i></i>')).toBe('');
    expect(greet('Grace <b>Hopper</b>').text).toMatch(/^Hi Grace,\n/);
    expect(greet('Grace <b>Hopper</b>').html).toContain('>Thank you, Grace</h1>');
    expect(greet('<i></i>').text).toMatch(/^Hi there,\n/);
    expect(greet('<i></i>').html).toContain('>Thank you</h1>');
  });

  it('keeps names as people write them, in any script, and nothing else', () => {
    expect(firstName("D'Arcy-Lee Smith")).toBe("D'Arcy-Lee");
    expect(firstName('Zoë')).toBe('Zoë');
    expect(firstName('美咲 山田')).toBe('美咲');
    for (const name of [
      '"Mo"&Co Smith',
      'www.evil.example',
      'https://evil.example',
      '$$$ Win',
      'a'.repeat(41),
    ]) {
      expect(firstName(name)).toBe('');
      expect(greet(name).text).toMatch(/^Hi there,\n/);
    }
  });
});
