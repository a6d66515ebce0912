// The guests' public RSVP page (/rsvp/:code), loaded lazily.
export { RsvpPage } from './rsvp-page';
