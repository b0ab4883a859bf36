import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TipsText, { helpPath } from './TipsText';

describe('help links in a page’s tips', () => {
  it('open help documents of this site inside the app, and leave other sites as text', () => {
    expect(helpPath('/help/info/12')).toBe('/help/info/12');
    expect(helpPath(`${window.location.origin}/help/info/3`)).toBe('/help/info/3');
    expect(helpPath('https://elsewhere.example/help/info/3')).toBeNull();
    render(
      <MemoryRouter>
        <TipsText text="口径见 /help/info/12，或 https://elsewhere.example/help/info/3" />
      </MemoryRouter>,
    );
    const links = screen.getAllByTestId('tips-help-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/help/info/12']);
    expect(document.body.textContent).toContain('或 https://elsewhere.example/help/info/3');
  });
});
