// The Pro waitlist: one email field that posts to /api/waitlist and shows the server's answer.
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { joinWaitlist } from './api';

const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const waitlist = useMutation({ mutationFn: joinWaitlist });

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    waitlist.mutate(email.trim());
  };

  if (waitlist.isSuccess) {
    return (
      <p className="waitlist__done" role="status">
        <CircleCheck size={20} className="waitlist__done-icon" aria-hidden="true" />
        {waitlist.data.message}
      </p>
    );
  }

  const errorMessage = waitlist.error instanceof ApiError ? waitlist.error.message : UNEXPECTED_ERROR;
  return (
    <form method="post" className="waitlist" onSubmit={onSubmit}>
      <label htmlFor="waitlist-email" className="waitlist__label">
        Get an email when Pro launches
      </label>
      <div className="waitlist__row">
        <input
          ref={inputRef}
          id="waitlist-email"
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={waitlist.isError ? 'waitlist-error' : undefined}
        />
        <button type="submit" className="btn btn--light" disabled={waitlist.isPending}>
          {waitlist.isPending ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
          {waitlist.isPending ? 'Joining...' : 'Notify Me'}
        </button>
      </div>
      {waitlist.isError ? (
        <p id="waitlist-error" className="waitlist__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </form>
  );
}
