/** @jest-environment node */
import { linkedInAddUrl } from './linkedIn';

describe('linkedInAddUrl', () => {
  it("fills LinkedIn's add-to-profile form: course, school, month and year, number and address", () => {
    const url = new URL(
      linkedInAddUrl({
        name: 'Nifty & Bank Nifty Options Trading',
        organizationName: 'TradeSchool',
        issued: new Date(2026, 10, 25, 12),
        certId: 'TS-ABCD-EFGH-JKMN',
        certUrl: 'https://www.tradeschool.example/certificate/66c0c0de0000000000000007',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Nifty & Bank Nifty Options Trading',
      organizationName: 'TradeSchool',
      issueYear: '2026',
      issueMonth: '11',
      certId: 'TS-ABCD-EFGH-JKMN',
      certUrl: 'https://www.tradeschool.example/certificate/66c0c0de0000000000000007',
    });
  });

  it('encodes what would break the query', () => {
    const url = linkedInAddUrl({
      name: 'Gold & Silver: 100% #1',
      organizationName: 'A B',
      issued: new Date(2026, 0, 3),
      certId: 'x',
      certUrl: 'https://s.example/c?a=1&b=2',
    });
    expect(url).toContain('name=Gold%20%26%20Silver%3A%20100%25%20%231&');
    expect(url).toContain('issueMonth=1&');
    expect(url).toContain('certUrl=https%3A%2F%2Fs.example%2Fc%3Fa%3D1%26b%3D2');
  });
});
