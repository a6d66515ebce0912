export { useFirstVisitDetailsPrompt } from './use-first-visit-prompt';
export { WeddingDetailsModal } from './wedding-details-modal';
