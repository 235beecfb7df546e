export function AuthModal() {
  return null;
}
