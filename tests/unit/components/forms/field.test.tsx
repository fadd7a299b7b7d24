/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Field } from '@/components/forms/field';

describe('Field', () => {
  it('names the control by its label and describes it by its hint; no error, not invalid', () => {
    render(
      <Field id="f-email" label="Email *" hint="We e-mail you a copy.">
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email *' });
    expect(input).toHaveAccessibleDescription('We e-mail you a copy.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('f-email-error')).toBeNull();
  });

  it('with an error: shown under the control, marks it invalid and joins its description after the hint', () => {
    render(
      <Field id="f-email" label="Email *" hint="We e-mail you a copy." error="Please enter a valid email address.">
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email *' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We e-mail you a copy. Please enter a valid email address.');
    expect(input.compareDocumentPosition(screen.getByText('Please enter a valid email address.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the wiring when the control sits in a row with a button', () => {
    render(
      <Field id="g" label="Email address" error="Email is required.">
        {(control) => (
          <div>
            <input {...control} />
            <button type="submit">Send</button>
          </div>
        )}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Email is required.');
  });
});
