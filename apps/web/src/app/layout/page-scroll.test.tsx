import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageScroll } from './page-scroll';

/** A page loaded as a document: its history entry's key is 'default', as every fresh load's is. */
function loadDocument(address: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageScroll />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the tab's session kept when its last document was left (React Router writes it on pagehide). */
const keptPositions = () => JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}');

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the scroll position a page opens at', () => {
  it("opens a new address at its top, not where the tab's last page was left", () => {
    // The tab's last document (/support) was left 900 px down, by the key every fresh load has.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 900 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    loadDocument('/terms-and-conditions');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('returns a reloaded page to where it was left', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    loadDocument('/property-list?city=Goa');
    window.dispatchEvent(new Event('pagehide'));
    expect(keptPositions()).toMatchObject({ '/property-list?city=Goa': 640 });
    loadDocument('/property-list?city=Goa');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});
