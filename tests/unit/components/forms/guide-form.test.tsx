/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuideForm } from '@/components/forms/guide-form';
import { professionalServicesPlaybook } from '@/content/guides';
import type { GuideFormState } from '@/lib/forms/form-states';

// The card passes the server action for a post without script; a recorder here, so the tests show
// that with the script running the form never takes that path.
const postWithoutScript = jest.fn(async (): Promise<GuideFormState> => ({ status: 'idle' }));

const icons = { done: <span data-icon="done" />, download: <span data-icon="download" />, sending: <span data-icon="sending" /> };

type Call = { url: string; body: unknown };

/** A stand-in for the network: records each request and answers with the given statuses. */
function fakeNetwork(statuses: number[]) {
  const calls: Call[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    await gate;
    const status = statuses[calls.length - 1] ?? 500;
    // jsdom has no Response: answer with the part of it the form reads.
    const body = status < 300 ? { ok: true } : { error: 'nope' };
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return { calls, release };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  // With the script running, every submit is the script's own (fetch); the form never posts.
  expect(postWithoutScript).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('GuideForm', () => {
  it('shows an inline message for an invalid e-mail and sends nothing', async () => {
    const net = fakeNetwork([]);
    const user = userEvent.setup();
    render(<GuideForm guide={professionalServicesPlaybook} action={postWithoutScript} icons={icons} />);
    const input = screen.getByPlaceholderText('Enter your email address');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: /send me the guide/i }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls).toHaveLength(0);
  });

  it('goes form → Sending... (disabled) → Check Your Email! and sends the spec’s payloads', async () => {
    const net = fakeNetwork([201, 202]);
    const user = userEvent.setup();
    render(<GuideForm guide={professionalServicesPlaybook} action={postWithoutScript} icons={icons} />);
    await user.type(screen.getByLabelText('Email address'), 'pat@firm.com');
    await user.click(screen.getByRole('button', { name: /send me the guide/i }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(sending.querySelector('[data-icon="sending"]')).not.toBeNull();
    net.release();
    expect(await screen.findByText('Check Your Email!')).toBeInTheDocument();
    expect(screen.getByText('Download starts automatically').querySelector('[data-icon="download"]')).not.toBeNull();
    expect(document.querySelector('[data-icon="done"]')).not.toBeNull();
    expect(net.calls.map((c) => c.url)).toEqual(['/api/capture-lead', '/api/send-guide']);
    expect(net.calls[0]!.body).toMatchObject({
      email: 'pat@firm.com',
      source: 'lead_magnet',
      industry: 'professional-services',
      page: 'http://localhost/',
      metadata: { fileName: 'professional-services-roi-playbook.pdf', downloadUrl: 'http://localhost/guides/professional-services-roi-playbook.pdf' },
    });
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  it('stays on the form, logs, and says it did not go through when a call fails', async () => {
    const net = fakeNetwork([500]);
    net.release();
    const user = userEvent.setup();
    render(<GuideForm guide={professionalServicesPlaybook} action={postWithoutScript} icons={icons} />);
    await user.type(screen.getByLabelText('Email address'), 'pat@firm.com');
    await user.click(screen.getByRole('button', { name: /send me the guide/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent("That didn't go through. Please try again in a moment.");
    expect(screen.getByLabelText('Email address')).toHaveValue('pat@firm.com');
    expect(console.error).toHaveBeenCalled();
    expect(net.calls).toHaveLength(1);
  });
});
