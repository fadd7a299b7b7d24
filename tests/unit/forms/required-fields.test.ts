import { contactProblems } from '@/lib/leads/contact-schema';
import { missingRequired } from '@/lib/forms/required';
import { emailProblem } from '@/lib/leads/schema';

// A form names an empty required field before its schema has loaded (lib/forms/required.ts); what it
// says must be what the schema says of the same form once it has.
describe('required fields, named without the schema', () => {
  it.each([
    [{ name: '', email: '' }],
    [{ name: '   ', email: 'ada@example.com' }],
    [{ name: 'Ada', email: ' ' }],
  ])('names exactly the empty ones, in the schema’s words: %j', (values) => {
    const missing = missingRequired(values, ['name', 'email']);
    const fromSchema = contactProblems({ ...values, company: '', website: '', message: '' });
    expect(missing).toEqual(fromSchema);
    if (!values.email.trim()) expect(missing.email).toBe(emailProblem(values.email));
  });

  it('names nothing when every required field has a value, even one the schema refuses', () => {
    expect(missingRequired({ name: 'Ada', email: 'not-an-address' }, ['name', 'email'])).toEqual({});
    expect(contactProblems({ name: 'Ada', email: 'not-an-address' })).toEqual({ email: 'Please enter a valid email address.' });
  });
});
