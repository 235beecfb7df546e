export function LeadPopup() {
  return null;
}
