import { readWebAddresses } from './web-addresses.js';

describe('readWebAddresses', () => {
  it('reads www, dots and known endings in Arabic and keeps the names for the English voice', () => {
    expect(readWebAddresses('زوروا موقعنا www.example.com')).toBe(
      'زوروا موقعنا دَبْلِيُو دَبْلِيُو دَبْلِيُو نُقْطَة example نُقْطَة كُوم',
    );
  });

  it('does not say the scheme and spells a country ending', () => {
    expect(readWebAddresses('التفاصيل على https://news.gov.sa')).toBe(
      'التفاصيل على news نُقْطَة جُوف نُقْطَة إِس إِيه',
    );
  });

  it('reads @ as آت and a path after a slash', () => {
    expect(readWebAddresses('راسلونا على info@company.com')).toBe(
      'راسلونا على info آت company نُقْطَة كُوم',
    );
    expect(readWebAddresses('العروض على example.com/offers')).toBe(
      'العروض على example نُقْطَة كُوم شَرْطَة مَائِلَة offers',
    );
  });

  it("reads a social handle's @ as آت", () => {
    expect(readWebAddresses('تابعونا على @SaudiAirlines')).toBe('تابعونا على آت SaudiAirlines');
    expect(readWebAddresses('حساب @moh_sa الرسمي')).toBe('حساب آت moh sa الرسمي');
    expect(readWebAddresses('راسلونا على info@company.com')).toBe(
      'راسلونا على info آت company نُقْطَة كُوم',
    );
    expect(readWebAddresses('Follow @nasa')).toBe('Follow @nasa');
  });

  it('leaves file names, decimals and English sentences alone', () => {
    expect(readWebAddresses('افتح report.pdf الآن')).toBe('افتح report.pdf الآن');
    expect(readWebAddresses('النسبة 3.5')).toBe('النسبة 3.5');
    expect(readWebAddresses('Visit www.example.com today')).toBe('Visit www.example.com today');
  });
});
