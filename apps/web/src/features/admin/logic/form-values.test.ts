import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/console-api';
import { fieldErrors, lines, numberOrNull, sentence } from './form-values';

describe('form values', () => {
  it('turns the server validation issues into field messages', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'name: name is required', {
      issues: [
        { path: 'name', message: 'name is required' },
        { path: 'items.0.title', message: 'title is required' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ name: 'Name is required.', 'items.0.title': 'Title is required.' });
    const rule = new ApiError(400, 'BAD_REQUEST', 'cityId: there is no such city. Choose one from the list.', {
      field: 'cityId',
    });
    expect(fieldErrors(rule)).toEqual({ cityId: 'There is no such city. Choose one from the list.' });
    expect(fieldErrors(new Error('offline'))).toEqual({});
  });

  it('reads numbers, lines and sentences from what was typed', () => {
    expect(numberOrNull(' 15.5 ')).toBe(15.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('abc')).toBeNaN();
    expect(lines(' King bed \n\nPool view')).toEqual(['King bed', 'Pool view']);
    expect(sentence('title is required')).toBe('Title is required.');
    expect(sentence('Done!')).toBe('Done!');
  });
});
