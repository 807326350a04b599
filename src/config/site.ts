/** The school's public details, shown in the footer, contact page and checkout. */
export const site = {
  name: 'TradeSchool',
  tagline: 'Learn to trade with discipline',
  email: 'support@tradeschool.example',
  phone: '+91 98765 43210',
  address: '4th Floor, Example Towers, Baner Road, Pune, Maharashtra 411045, India',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/tradeschool.example' },
    { label: 'Facebook', href: 'https://www.facebook.com/tradeschool.example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/tradeschool-example' },
    { label: 'Telegram', href: 'https://t.me/tradeschool_example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@tradeschool-example' },
  ],
} as const;
