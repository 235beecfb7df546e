import { Component, type ReactNode } from 'react';
import { FailedToLoadScreen } from './layout/error-screens';
import { clearAllStorage } from './startup';

/**
 * If rendering fails outright, storage is cleared and 'Failed to load application' offers a fresh start. The server
 * renders the same tree (entry-server.tsx), so the browser's first render matches it element for element.
 */
export class StartupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    clearAllStorage();
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <FailedToLoadScreen
          onClear={() => {
            clearAllStorage();
            window.location.reload();
          }}
        />
      );
    return this.props.children;
  }
}
