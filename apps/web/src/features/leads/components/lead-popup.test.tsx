import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLeadForm } from '../../../lib/site';
import { LeadPopup } from './lead-popup';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LeadPopup />
    </MemoryRouter>,
  );
}

describe('LeadPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on the home page after 5 seconds with the home subtitle, and sets the seen flag', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
    expect(screen.getByText("Tell us what you're looking for and get exclusive offers")).toBeInTheDocument();
    expect(localStorage.getItem('staybook_lead_form_seen')).toBe('true');
  });

  it('waits while another dialog is open, and opens only a few seconds after it closes (seen only when shown)', () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    renderAt('/');
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByRole('dialog', { name: 'Get Best Deals!' })).toBeNull();
    expect(localStorage.getItem('staybook_lead_form_seen')).toBeNull();
    other.remove();
    // The picker just closed: the guest is still searching.
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog', { name: 'Get Best Deals!' })).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
    expect(localStorage.getItem('staybook_lead_form_seen')).toBe('true');
  });

  it('does not follow a picker that opened and closed just before it was due', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(4000));
    const picker = document.createElement('div');
    picker.setAttribute('role', 'dialog');
    document.body.append(picker);
    act(() => vi.advanceTimersByTime(500));
    picker.remove();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog', { name: 'Get Best Deals!' })).toBeNull();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
  });

  it('waits while the guest types in the search bar', () => {
    const bar = document.createElement('search');
    const field = document.createElement('input');
    bar.append(field);
    document.body.append(bar);
    field.focus();
    renderAt('/');
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('dialog', { name: 'Get Best Deals!' })).toBeNull();
    field.blur();
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
    bar.remove();
  });

  it('never opens by itself over a property or room page (where deep links land)', () => {
    renderAt('/property-details/6f0c1c52-3b7e-4c55-9a57-0f1f0a0f0a01');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('staybook_lead_form_seen')).toBeNull();
  });

  it('never opens by itself in the booking flow', () => {
    renderAt('/review-booking');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at once on another page with the welcome subtitle', () => {
    renderAt('/about-us');
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Welcome! Let us help you find the perfect stay')).toBeInTheDocument();
  });

  describe('under the startup splash', () => {
    let splash: HTMLElement;
    beforeEach(() => {
      splash = document.createElement('section');
      splash.id = 'boot-splash';
      document.body.append(splash);
    });
    afterEach(() => {
      splash.remove();
      document.documentElement.classList.remove('no-splash');
    });
    /** What app/start-splash.tsx does as the splash ends: <html> is marked, the node goes a moment later. */
    const endSplash = () =>
      act(async () => {
        document.documentElement.classList.add('no-splash');
        await Promise.resolve();
      });

    it('on a first page other than home, waits for the splash and opens the moment it ends', async () => {
      renderAt('/property-list');
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem('staybook_lead_form_seen')).toBeNull();
      await endSplash();
      // No quiet time after it, not even the next look: the splash is not the guest's flow.
      expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
      expect(screen.getByText('Welcome! Let us help you find the perfect stay')).toBeInTheDocument();
      expect(localStorage.getItem('staybook_lead_form_seen')).toBe('true');
    });

    it('on home, opens 5 s after the page opened, however recently the splash ended', async () => {
      renderAt('/');
      act(() => vi.advanceTimersByTime(3000));
      await endSplash();
      splash.remove();
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
      expect(screen.getByText("Tell us what you're looking for and get exclusive offers")).toBeInTheDocument();
    });

    it('on home, opens as the splash ends when it outlasts the 5 s', async () => {
      renderAt('/');
      act(() => vi.advanceTimersByTime(8000));
      expect(screen.queryByRole('dialog')).toBeNull();
      await endSplash();
      expect(screen.getByRole('dialog', { name: 'Get Best Deals!' })).toBeInTheDocument();
    });

    it('still never opens by itself on a property page once the splash ends', async () => {
      renderAt('/property-details/6f0c1c52-3b7e-4c55-9a57-0f1f0a0f0a01');
      await endSplash();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('stays closed once seen, but the openLeadForm event opens it', () => {
    localStorage.setItem('staybook_lead_form_seen', 'true');
    renderAt('/');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openLeadForm('header'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('defaults the stay to today and tomorrow and shows the form texts', async () => {
    vi.useRealTimers();
    localStorage.setItem('staybook_lead_form_seen', 'true');
    renderAt('/');
    act(() => openLeadForm());
    expect(await screen.findByLabelText('Check-in date')).toHaveValue(
      new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }),
    );
    expect(screen.getByRole('button', { name: 'Get Best Deals' })).toBeInTheDocument();
    expect(screen.getByText("What you'll get")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
  });
});
