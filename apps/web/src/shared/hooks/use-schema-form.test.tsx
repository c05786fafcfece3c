import { SignInForm } from '@larder/contract';
import { TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render-app';
import { type FormSchema, useSchemaForm } from './use-schema-form';

function Form({ schema, send }: { schema: () => Promise<FormSchema>; send: (values: unknown) => void }) {
  const form = useSchemaForm({ initialValues: { email: '', password: '' }, schema });
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form whose schema downloads on its own', () => {
  it('checks the fields once the schema is in, and tries a failed download again at the next submit', async () => {
    const schema = vi
      .fn<() => Promise<FormSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(SignInForm);
    const send = vi.fn();
    render(
      <TestProviders>
        <Form schema={schema} send={send} />
      </TestProviders>,
    );
    // The download starts when the form shows, and fails.
    await waitFor(() => expect(schema).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(schema).toHaveBeenCalledTimes(2);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@demo.larder.app' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { email: 'owner@demo.larder.app', password: 'Demo1234' },
        expect.anything(),
      ),
    );
  });
});
