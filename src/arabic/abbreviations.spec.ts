import { expandAbbreviations } from './abbreviations.js';

describe('expandAbbreviations', () => {
  it('expands titles before a name, with or without a space', () => {
    expect(expandAbbreviations('قال د. أحمد')).toBe('قال الدكتور أحمد');
    expect(expandAbbreviations('د.سارة')).toBe('الدكتورة سارة');
    expect(expandAbbreviations('م. خالد و أ.د. ليلى')).toBe(
      'المهندس خالد و الأستاذة الدكتورة ليلى',
    );
    // A woman's name: in ة but for a few men's names, or a frequent one without it.
    expect(expandAbbreviations('أ. مريم')).toBe('الأستاذة مريم');
    expect(expandAbbreviations('د. حمزة')).toBe('الدكتور حمزة');
    // After a number م is the evening's (or a year's), never a title: the number reader reads it.
    expect(expandAbbreviations('حتى 1:30 م. رسوم الرحلة')).toBe('حتى 1:30 م. رسوم الرحلة');
  });

  it('expands fixed abbreviations', () => {
    expect(expandAbbreviations('ص.ب 123')).toBe('صندوق بريد 123');
    expect(expandAbbreviations('عام 500 ق.م')).toBe('عام 500 قبل الميلاد');
    expect(expandAbbreviations('كتب وأقلام إلخ.')).toBe('كتب وأقلام إِلَى آخِرِهِ');
  });

  it('leaves letters that only look like abbreviations', () => {
    expect(expandAbbreviations('مدينة دمشق')).toBe('مدينة دمشق');
    expect(expandAbbreviations('الحرف د.')).toBe('الحرف د.');
    expect(expandAbbreviations('الخليج')).toBe('الخليج');
  });
});
