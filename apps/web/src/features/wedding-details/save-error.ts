// Spec §8: what a failed save of the Wedding Details says.
export function saveErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Error saving details: ${message}`;
}
