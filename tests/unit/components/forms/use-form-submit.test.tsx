/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyModule, useFormSubmit, type FormSubmitOptions } from '@/components/forms/use-form-submit';

type F = 'first' | 'second';

/** A form with its fields in the DOM in the opposite order to the focus order the hook is given. */
function TestForm(props: Omit<FormSubmitOptions<F>, 'fields'>) {
  const { intent, problems, sending, onSubmit } = useFormSubmit<F>({ ...props, fields: ['first', 'second'] });
  return (
    <form {...intent} onSubmit={onSubmit} noValidate>
      <input aria-label="second" name="second" defaultValue=" two " />
      {problems.second ? <p>second: {problems.second}</p> : null}
      <input aria-label="first" name="first" defaultValue="one" />
      {problems.first ? <p>first: {problems.first}</p> : null}
      <input aria-label="trap" name="trap" defaultValue="" />
      <button type="submit" disabled={sending}>
        {sending ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('shows every problem, focuses the first field in its order, and sends nothing', async () => {
    const send = jest.fn(async () => {});
    render(<TestForm load={async () => {}} check={() => ({ first: 'bad one', second: 'bad two' })} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('first: bad one')).toBeInTheDocument();
    expect(screen.getByText('second: bad two')).toBeInTheDocument();
    expect(screen.getByLabelText('first')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what passed, trimmed when asked, locks the form while it goes and ignores a second submit', async () => {
    let release: () => void = () => {};
    const send = jest.fn((_values: Record<string, string>) => new Promise<void>((resolve) => (release = resolve)));
    const checked = jest.fn();
    render(<TestForm load={async () => {}} trim check={() => ({})} onChecked={checked} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    act(() => screen.getByRole('button', { name: 'Sending' }).closest('form')!.requestSubmit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({ first: 'one', second: 'two', trap: '' });
    expect(checked).toHaveBeenCalledWith({}, expect.anything());
    await act(async () => release());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('drops a submit its ignore rule names (a filled honeypot) without a word', async () => {
    const send = jest.fn(async () => {});
    const check = jest.fn(() => ({}));
    render(<TestForm load={async () => {}} ignore={(values) => Boolean(values.trap)} check={check} send={send} />);
    await userEvent.type(screen.getByLabelText('trap'), 'bot');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(check).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('loads the form’s code on the first sign of intent, once', async () => {
    const load = jest.fn(async () => {});
    render(<TestForm load={load} check={() => ({})} send={async () => {}} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('first'));
    await userEvent.type(screen.getByLabelText('second'), 'x');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyModule', () => {
  it('warms a module once, and says what has arrived', async () => {
    const warm = jest.fn();
    const module = lazyModule(async () => ({ name: 'schema' }), warm);
    expect(module.now()).toBeNull();
    await module.load();
    await module.load();
    expect(module.now()).toEqual({ name: 'schema' });
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
