// A form sent before the page's scripts have taken it over is sent once they have.
//
// Public pages arrive rendered by the server, so a visitor can fill in the sign-in form (a password
// manager does it at once) and press its button while the app's scripts are still on their way on a
// slow phone. The browser would then post the form natively and the visitor would be told it was not
// sent. This tiny script, loaded before anything else, holds such a submit and sends it again as
// soon as React has hydrated the form (React marks each element it has taken over), so the app's
// own handler sends it, with what was typed. If the scripts never arrive (a broken connection), the
// form is posted natively after a while, and the server's page says it was not sent.
(() => {
  const WAIT_MS = 10_000;
  const POLL_MS = 50;
  const held = new WeakSet();

  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || hydrated(form)) return;
      event.preventDefault();
      // Pressed again while waiting: it is sent once.
      if (held.has(form)) return;
      held.add(form);
      const submitter = event.submitter;
      const started = Date.now();
      let seen = 0;
      const timer = setInterval(() => {
        if (!form.isConnected) {
          clearInterval(timer);
          return;
        }
        // Twice in a row: the form's effects (adopting what was typed) run just after hydration.
        seen = hydrated(form) ? seen + 1 : 0;
        if (seen >= 2) {
          clearInterval(timer);
          held.delete(form);
          if (submitter?.isConnected && submitter.form === form) form.requestSubmit(submitter);
          else form.requestSubmit();
        } else if (Date.now() - started > WAIT_MS) {
          clearInterval(timer);
          held.delete(form);
          form.submit();
        }
      }, POLL_MS);
    },
    true,
  );
})();
