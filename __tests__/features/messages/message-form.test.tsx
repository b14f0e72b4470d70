import { render, screen, within } from '@testing-library/react';
import { MessageForm } from '@/features/messages/message-form';

const privacyNotice = {
  paragraphs: ['Greenwood collects your name.', 'They are kept for 1 year.'],
  version: '0123456789abcdef',
  language: 'en' as const,
};
const base = {
  locale: 'en' as const,
  action: '/admissions',
  stamp: '0mwvrq42x.DBTEQR-botWReQ4amwygmw',
  privacyNotice,
  today: '2026-11-25',
};

describe('a parent’s form', () => {
  it('is a plain POST naming its page, with its hidden fields and a consent box not ticked', () => {
    const { container } = render(<MessageForm kind="enquiry" {...base} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/forms/message?page=%2Fadmissions');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ form: 'enquiry', stamp: base.stamp, notice: privacyNotice.version });
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: 'E-mail address (optional)' })).toHaveAttribute('inputmode', 'email');
    // The honeypot is for bots only: no person or screen reader meets it.
    expect(screen.queryByRole('textbox', { name: 'Leave this empty' })).toBeNull();
    expect(screen.getByText('They are kept for 1 year.')).toBeInTheDocument();
  });

  it('shows its errors as GOV.UK does, and keeps what was typed', () => {
    render(
      <MessageForm
        kind="contact"
        {...{ ...base, action: '/contact' }}
        answer={{
          kind: 'invalid',
          form: 'contact',
          values: { name: '', email: 'asha@', mobile: '', topic: 'fees', message: 'Hello', consent: '' },
          errors: { consent: 'Tick the box', email: 'Enter an e-mail address in the right form' },
        }}
      />,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    // In the fields' order, each a link to its field.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#contact-email', '#contact-consent']);
    const email = screen.getByRole('textbox', { name: 'E-mail address (optional)' });
    expect(email).toHaveValue('asha@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter an e-mail address in the right form/);
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('fees');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(/Tick the box/);
  });

  it('on a Hindi page, is in Hindi and POSTed to /hi/forms/…, naming the page by its English path', () => {
    const { container } = render(
      <MessageForm
        kind="contact"
        {...{ ...base, locale: 'hi', action: '/contact' }}
        privacyNotice={{ ...privacyNotice, language: 'hi' }}
        answer={{
          kind: 'invalid',
          form: 'contact',
          values: { name: '', email: '', mobile: '', topic: '', message: '', consent: '' },
          errors: { name: 'अपना नाम लिखें' },
        }}
      />,
    );
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/hi/forms/message?page=%2Fcontact');
    const summary = screen.getByRole('alert', { name: 'कोई समस्या है' });
    expect(within(summary).getByRole('link', { name: 'अपना नाम लिखें' })).toHaveAttribute('href', '#contact-name');
    expect(screen.getByRole('textbox', { name: 'आपका नाम' })).toHaveAccessibleDescription('त्रुटि: अपना नाम लिखें');
    expect(screen.getByRole('textbox', { name: 'ई-मेल पता (वैकल्पिक)' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'संदेश किस बारे में है?' })).toHaveDisplayValue('चुनें…');
    expect(screen.getByRole('option', { name: 'शुल्क' })).toHaveValue('fees');
    expect(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'संदेश वापस लें' })).toHaveAttribute('href', '/hi/withdraw');
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
  });
});
