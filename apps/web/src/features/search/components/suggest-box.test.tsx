import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Highlight, highlightTerms } from '@/components/ui/highlight';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { SearchFacetsPanel } from './search-facets';
import { SearchNotices } from './search-notices';
import { SuggestBox } from './suggest-box';

const suggestions = {
  businesses: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Prairie Valve Co' }],
  products: [{ id: 'Ball Valve BV-1', name: 'Ball Valve BV-1' }],
  categories: [],
  subCategories: [{ id: '0001-07-02', name: 'Solenoid Valves', categoryName: 'Pneumatics' }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function Box() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="box">Search</label>
      <SuggestBox id="box" value={value} onChange={setValue} className="" placeholder="" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

describe('SuggestBox', () => {
  it('lists suggestions by kind as a combobox and opens the one chosen with the keyboard', async () => {
    const calls = stubFetch(() => ok(suggestions));
    const { user } = renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'valv');
    const options = await screen.findAllByRole('option');
    // Each option's text (the matched start of a word is marked, which splits it in elements).
    expect(options.map((option) => option.textContent)).toEqual([
      'Prairie Valve Co',
      'Ball Valve BV-1',
      'Solenoid Valvesin Pneumatics',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sub-categories' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain('/search/suggest?q=valv');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)).toHaveTextContent('Ball Valve BV-1');
    expect(document.getElementById(active)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Solenoid Valves',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/search-result?business=PR&countries=global&search=Ball+Valve+BV-1',
    );

    await user.type(box, 'x');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Highlight', () => {
  it('marks the words that start with a search word, and keeps markup as text', () => {
    const terms = highlightTerms('Pumps <b>');
    const { container } = render(<Highlight text="Gear pump <b>bold</b> pumping" terms={terms} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['pump', 'pump']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Gear pump <b>bold</b> pumping');
  });

  it("marks people's names as written, without taking a final s for a plural", () => {
    const { container } = render(
      <Highlight
        text="James Anderson, Jameson"
        terms={highlightTerms('james anderson', { stemmed: false })}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'James',
      'Anderson',
      'James',
    ]);
  });

  it('marks a model number typed without its hyphen, as search finds it', () => {
    const { container } = render(
      <Highlight text="GI-251 Plus panel, GI251, GIS-251" terms={highlightTerms('gi251')} />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'GI-251',
      'GI251',
    ]);
  });

  it('marks a code written apart or joined, however it is typed', () => {
    const marks = (text: string, search: string) =>
      [
        ...render(<Highlight text={text} terms={highlightTerms(search)} />).container.querySelectorAll(
          'mark',
        ),
      ].map((mark) => mark.textContent);
    expect(marks('Relay, 24 V DC coil; 24V supply', '24v')).toEqual(['24 V', '24V']);
    expect(marks('IP67 box, rated IP 67', 'ip 67')).toEqual(['IP67', 'IP 67']);
  });
});

describe('SearchNotices and SearchFacetsPanel', () => {
  it('says what was searched instead, with a link to the words as typed, and that only some words matched', () => {
    renderWithApp(
      <SearchNotices
        search="hydralic pmp"
        correctedQuery="hydraulic pmp"
        partialMatch
        exactHref="?exact=1"
      />,
    );
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for hydraulic pmp. Search instead for hydralic pmp',
    );
    expect(screen.getByRole('link', { name: 'hydralic pmp' })).toHaveAttribute('href', '/?exact=1');
    expect(
      screen.getByText('No results for all of ‘hydraulic pmp’; showing results for some of the words'),
    ).toBeInTheDocument();
  });

  it('shows capped counts as 1,000+ and adds a second country to the chosen ones', async () => {
    const changes: [string, string[]][] = [];
    const { user } = renderWithApp(
      <SearchFacetsPanel
        facets={{
          businessTypes: [],
          countries: [
            { value: 'US', label: 'United States', count: 1000, capped: true },
            { value: 'DE', label: 'Germany', count: 12, capped: false },
          ],
          industries: [],
          tiers: [],
        }}
        selection={{ businessType: 'MA', countries: ['US'], industries: [], tiers: [] }}
        onChange={(facet, values) => changes.push([facet, values])}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /United States/ })).toBeChecked();
    expect(screen.getByText('1,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Germany/ }));
    expect(changes).toEqual([['countries', ['US', 'DE']]]);
  });
});
