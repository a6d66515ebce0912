// Who may join a couple's plan. The planner is for couple accounts (the web app sends a vendor
// account to its portal), so a vendor account is refused at Join Plan, and the invitation page says
// so in the same words before anyone presses it.
export const VENDOR_CANNOT_JOIN =
  'This is a vendor account. Sign in with the couple or planner account the invitation was meant for.';
