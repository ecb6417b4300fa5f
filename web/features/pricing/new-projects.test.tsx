// The pricing hero's card: new projects first (a fixed quote after a free call, the usual range), with a way to ask.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { PAGE_DEFAULTS_EN } from '../../../src/contract/content-defaults-en';
import { renderInApp } from '../../testing/render';
import { NewProjects } from './new-projects';

afterEach(cleanup);

test('says "New projects" with the custom-solution texts and links to the contact form', async () => {
  const { title, description } = {
    title: PAGE_DEFAULTS_EN.pricing['customSolution.title'],
    description: PAGE_DEFAULTS_EN.pricing['customSolution.description'],
  };
  const { container } = await renderInApp(<NewProjects label="New projects" title={title} description={description} />);
  expect(screen.getByText('New projects')).toBeTruthy();
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  expect(container.textContent).toContain('US$15,000 and US$60,000');
  expect(screen.getByRole('link', { name: 'Start a project' }).getAttribute('href')).toBe('/contact?lang=en');
  // Shown on a phone too: the main product is not a laptop-only aside.
  expect(container.firstElementChild!.className.split(' ')).not.toContainValue('hidden');
  expect(container.firstElementChild!.className).not.toMatch(/(^|\s)\w+:hidden/);
});
