import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_MAX_AGE_MS } from '@staybook/contract/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resetPageDataForTests } from './api-client';

const answer = { success: true, data: { from: 'page' } };

function putPageData(data: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

describe('apiRequest and the page data the server put in the HTML', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { from: 'network' } })));

  beforeEach(() => {
    resetPageDataForTests();
    // A page just loaded: the answers are fresh whatever time the test environment has been up.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    putPageData({ '/property/v1/app/property?adults=2&city=Goa&limit=12': answer });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('answers the exact call once from the page (any parameter order), then goes to the network', async () => {
    const call = () => apiRequest('/property/v1/app/property', { query: { limit: 12, city: 'Goa', adults: 2, q: '' } });
    expect(await call()).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(await call()).toEqual({ success: true, data: { from: 'network' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not use it for another query, another method or a body', async () => {
    await apiRequest('/property/v1/app/property', { query: { limit: 12, city: 'Goa', adults: 3 } });
    await apiRequest('/property/v1/app/property', { method: 'POST', query: { limit: 12, city: 'Goa', adults: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await apiRequest('/property/v1/app/property', { query: { limit: 12, city: 'Goa', adults: 2 } })).toEqual(
      answer,
    );
  });

  it('does not use answers older than the limit', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(PAGE_DATA_MAX_AGE_MS + 1);
    await apiRequest('/property/v1/app/property', { query: { limit: 12, city: 'Goa', adults: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores a damaged block', async () => {
    document.body.innerHTML = '';
    resetPageDataForTests();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = '{not json';
    document.body.append(element);
    await apiRequest('/property/v1/app/property', { query: { limit: 12, city: 'Goa', adults: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
