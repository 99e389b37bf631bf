/**
 * Submits a form the way the user's own submit would: the `submit` event fires (so our
 * blank check and logging and the host's handlers run), then the browser navigates to the
 * form's `action` with its fields. Never throws.
 */
export function submitForm(form: HTMLFormElement): void {
  // Support: requestSubmit Chrome 76, iOS Safari 16. Older engines get the same sequence
  // by hand: a cancelable submit event, then submit() (which fires no event itself).
  if (typeof form.requestSubmit === 'function') {
    form.requestSubmit();
    return;
  }
  const event = form.ownerDocument.createEvent('Event');
  event.initEvent('submit', true, true);
  if (form.dispatchEvent(event)) form.submit();
}
