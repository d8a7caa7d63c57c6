// Word lists the demo applicants are drawn from: Iraqi names in both scripts, universities by
// governorate, employers, and the jobs, tools and phrases of each sub-speciality.

export interface BilingualName {
  latin: string;
  arabic: string;
  /** Kurdish names belong to the Kurdistan Region and Kirkuk. */
  kurdish?: true;
  /** A Kurdish name as a Kurdish (Sorani) document spells it; `arabic` is its Arabic spelling. */
  sorani?: string;
}

export const femaleFirstNames: readonly BilingualName[] = [
  { latin: 'Zainab', arabic: 'زينب' },
  { latin: 'Fatima', arabic: 'فاطمة' },
  { latin: 'Maryam', arabic: 'مريم' },
  { latin: 'Noor', arabic: 'نور' },
  { latin: 'Sara', arabic: 'سارة' },
  { latin: 'Hiba', arabic: 'هبة' },
  { latin: 'Ruqaya', arabic: 'رقية' },
  { latin: 'Aya', arabic: 'آية' },
  { latin: 'Shahad', arabic: 'شهد' },
  { latin: 'Dalia', arabic: 'داليا' },
  { latin: 'Huda', arabic: 'هدى' },
  { latin: 'Rasha', arabic: 'رشا' },
  { latin: 'Tiba', arabic: 'طيبة' },
  { latin: 'Zahraa', arabic: 'زهراء' },
  { latin: 'Ban', arabic: 'بان' },
  { latin: 'Lina', arabic: 'لينا' },
  { kurdish: true, latin: 'Shilan', arabic: 'شيلان', sorani: 'شیلان' },
  { kurdish: true, latin: 'Avin', arabic: 'ئاڤين', sorani: 'ئاڤین' },
  { kurdish: true, latin: 'Rozhin', arabic: 'روژين', sorani: 'ڕۆژین' },
  { kurdish: true, latin: 'Nasreen', arabic: 'نسرين', sorani: 'نەسرین' },
  { kurdish: true, latin: 'Bafreen', arabic: 'بفرين', sorani: 'بەفرین' },
];

export const maleFirstNames: readonly BilingualName[] = [
  { latin: 'Ali', arabic: 'علي' },
  { latin: 'Mohammed', arabic: 'محمد' },
  { latin: 'Hussein', arabic: 'حسين' },
  { latin: 'Omar', arabic: 'عمر' },
  { latin: 'Mustafa', arabic: 'مصطفى' },
  { latin: 'Ahmed', arabic: 'أحمد' },
  { latin: 'Hassan', arabic: 'حسن' },
  { latin: 'Karrar', arabic: 'كرار' },
  { latin: 'Muntadhar', arabic: 'منتظر' },
  { latin: 'Yousif', arabic: 'يوسف' },
  { latin: 'Abdullah', arabic: 'عبدالله' },
  { latin: 'Sajjad', arabic: 'سجاد' },
  { latin: 'Haider', arabic: 'حيدر' },
  { latin: 'Zaid', arabic: 'زيد' },
  { latin: 'Bilal', arabic: 'بلال' },
  { latin: 'Murtadha', arabic: 'مرتضى' },
  { latin: 'Saif', arabic: 'سيف' },
  { kurdish: true, latin: 'Karwan', arabic: 'كاروان', sorani: 'کاروان' },
  { kurdish: true, latin: 'Rebwar', arabic: 'ريبوار', sorani: 'ڕێبوار' },
  { kurdish: true, latin: 'Dilshad', arabic: 'دلشاد', sorani: 'دڵشاد' },
  { kurdish: true, latin: 'Aram', arabic: 'آرام', sorani: 'ئارام' },
  { kurdish: true, latin: 'Hemin', arabic: 'هيمن', sorani: 'هێمن' },
  { kurdish: true, latin: 'Sherzad', arabic: 'شيرزاد', sorani: 'شێرزاد' },
];

export const familyNames: readonly BilingualName[] = [
  { latin: 'Al-Rubaie', arabic: 'الربيعي' },
  { latin: 'Al-Jubouri', arabic: 'الجبوري' },
  { latin: 'Al-Tamimi', arabic: 'التميمي' },
  { latin: 'Al-Obaidi', arabic: 'العبيدي' },
  { latin: 'Al-Dulaimi', arabic: 'الدليمي' },
  { latin: 'Al-Saadi', arabic: 'الساعدي' },
  { latin: 'Al-Khafaji', arabic: 'الخفاجي' },
  { latin: 'Al-Shammari', arabic: 'الشمري' },
  { latin: 'Al-Zubaidi', arabic: 'الزبيدي' },
  { latin: 'Al-Hashimi', arabic: 'الهاشمي' },
  { latin: 'Al-Maliki', arabic: 'المالكي' },
  { latin: 'Al-Janabi', arabic: 'الجنابي' },
  { latin: 'Al-Bayati', arabic: 'البياتي' },
  { latin: 'Al-Kubaisi', arabic: 'الكبيسي' },
  { latin: 'Al-Musawi', arabic: 'الموسوي' },
  { latin: 'Al-Azzawi', arabic: 'العزاوي' },
  { kurdish: true, latin: 'Barzani', arabic: 'بارزاني', sorani: 'بارزانی' },
  { kurdish: true, latin: 'Talabani', arabic: 'طالباني', sorani: 'تاڵەبانی' },
  { kurdish: true, latin: 'Hawrami', arabic: 'هورامي', sorani: 'هەورامی' },
  { kurdish: true, latin: 'Kakei', arabic: 'كاكائي', sorani: 'کاکەیی' },
  { kurdish: true, latin: 'Zebari', arabic: 'الزيباري', sorani: 'زێباری' },
  { kurdish: true, latin: 'Jaff', arabic: 'الجاف', sorani: 'جاف' },
];

/** A university (or institute) in each governorate, where most of its applicants studied. */
export const universitiesByCity: Readonly<Record<string, readonly string[]>> = {
  Baghdad: [
    'University of Baghdad',
    'Al-Mustansiriyah University',
    'University of Technology',
    'Al-Nahrain University',
    'Middle Technical University',
  ],
  Basra: ['University of Basrah', 'Southern Technical University'],
  Nineveh: ['University of Mosul', 'Northern Technical University'],
  Erbil: ['Salahaddin University-Erbil', 'Erbil Polytechnic University', 'Tishk International University'],
  Sulaymaniyah: ['University of Sulaimani', 'American University of Iraq, Sulaimani'],
  Duhok: ['University of Duhok', 'Duhok Polytechnic University'],
  Kirkuk: ['University of Kirkuk'],
  Anbar: ['University of Anbar'],
  Babil: ['University of Babylon'],
  Karbala: ['University of Karbala'],
  Najaf: ['University of Kufa'],
  Diyala: ['University of Diyala'],
  Saladin: ['Tikrit University'],
  Wasit: ['Wasit University'],
  Maysan: ['University of Misan'],
  'Dhi Qar': ['University of Thi-Qar'],
  Muthanna: ['Al-Muthanna University'],
  Qadisiyyah: ['University of Al-Qadisiyah'],
};

export const employers = {
  technology: [
    'Earthlink Telecommunications',
    'Asiacell',
    'Zain Iraq',
    'Korek Telecom',
    'Qi Card',
    'FastPay',
    'Newroz Telecom',
    'Miswag',
    'Lezzoo',
    'Baly',
    'IQ Networks',
    'Ministry of Communications',
  ],
  business: [
    'Rafidain Bank',
    'Rasheed Bank',
    'Trade Bank of Iraq',
    'Bank of Baghdad',
    'Kurdistan International Bank',
    'Iraqi Airways',
    'Basra Oil Company',
    'North Oil Company',
    'Basrah Gas Company',
    'Mass Group Holding',
    'Iraqi Red Crescent Society',
    'Ministry of Health',
  ],
} as const;

/** What a sub-speciality's applicants are called, use, and do. Keys are the reference list's ids. */
export interface SubSpecialityProfile {
  jobTitles: readonly string[];
  tools: readonly string[];
  responsibilities: readonly string[];
  /** Words for the summary: "… experienced in {focus}". */
  focus: { english: string; arabic: string };
}

export const subSpecialityProfiles: Readonly<Record<number, SubSpecialityProfile>> = {
  101: {
    jobTitles: ['Software Engineer', 'Backend Developer', 'Software Developer'],
    tools: ['Git', 'Java', 'Python', 'C#', 'PostgreSQL', 'Docker', 'Visual Studio Code'],
    responsibilities: [
      'Built and maintained REST APIs for the billing system',
      'Reviewed pull requests and mentored two junior developers',
      'Wrote automated tests that cut production bugs by a third',
    ],
    focus: { english: 'building reliable backend services', arabic: 'بناء الخدمات البرمجية الموثوقة' },
  },
  102: {
    jobTitles: ['Web Developer', 'Front-end Developer', 'Full-stack Developer'],
    tools: ['React', 'TypeScript', 'Node.js', 'HTML & CSS', 'Laravel', 'Git', 'Figma'],
    responsibilities: [
      'Developed bilingual Arabic and English websites',
      'Improved page load times for the customer portal',
      'Integrated online payment through local gateways',
    ],
    focus: { english: 'fast, accessible bilingual websites', arabic: 'تطوير مواقع ويب سريعة وثنائية اللغة' },
  },
  103: {
    jobTitles: ['Mobile App Developer', 'Flutter Developer', 'Android Developer'],
    tools: ['Flutter', 'Kotlin', 'Swift', 'Firebase', 'Android Studio', 'Git'],
    responsibilities: [
      'Shipped the delivery app to Google Play and the App Store',
      'Added offline mode for areas with weak coverage',
      'Worked with designers on right-to-left layouts',
    ],
    focus: { english: 'mobile apps used by thousands of customers', arabic: 'تطبيقات الهاتف المحمول' },
  },
  104: {
    jobTitles: ['Data Analyst', 'Data Scientist', 'BI Analyst'],
    tools: ['Python', 'SQL', 'Power BI', 'Excel', 'Tableau', 'pandas'],
    responsibilities: [
      'Built monthly sales dashboards for management',
      'Cleaned and merged customer data from three systems',
      'Forecast network demand for the planning team',
    ],
    focus: { english: 'turning data into clear decisions', arabic: 'تحليل البيانات ودعم اتخاذ القرار' },
  },
  105: {
    jobTitles: ['Cybersecurity Analyst', 'Information Security Specialist', 'SOC Analyst'],
    tools: ['Wireshark', 'Kali Linux', 'Splunk', 'Nessus', 'Fortinet', 'Burp Suite'],
    responsibilities: [
      'Monitored security alerts and handled incidents',
      'Ran phishing awareness sessions for staff',
      'Performed vulnerability scans before each release',
    ],
    focus: { english: 'protecting networks and customer data', arabic: 'حماية الشبكات وبيانات العملاء' },
  },
  106: {
    jobTitles: ['Network Engineer', 'System Administrator', 'IT Support Engineer'],
    tools: ['Cisco IOS', 'MikroTik', 'Windows Server', 'Linux', 'VMware', 'Active Directory'],
    responsibilities: [
      'Maintained the fibre network across branch offices',
      'Configured routers, firewalls and VPN links',
      'Kept servers patched and backed up',
    ],
    focus: { english: 'keeping networks and servers running', arabic: 'إدارة الشبكات والخوادم' },
  },
  107: {
    jobTitles: ['DevOps Engineer', 'Cloud Engineer', 'Site Reliability Engineer'],
    tools: ['Docker', 'Kubernetes', 'AWS', 'Terraform', 'GitLab CI', 'Linux'],
    responsibilities: [
      'Automated deployments with CI pipelines',
      'Moved services to containers and cut hosting costs',
      'Set up monitoring and on-call alerts',
    ],
    focus: {
      english: 'automating deployments and cloud infrastructure',
      arabic: 'أتمتة النشر والبنية السحابية',
    },
  },
  108: {
    jobTitles: ['UI/UX Designer', 'Product Designer', 'UX Researcher'],
    tools: ['Figma', 'Adobe XD', 'Adobe Illustrator', 'Miro', 'Photoshop'],
    responsibilities: [
      'Designed the Arabic and English versions of the mobile app',
      'Ran usability tests with customers in Baghdad and Erbil',
      'Maintained the company design system',
    ],
    focus: { english: 'designing clear, user-friendly interfaces', arabic: 'تصميم واجهات سهلة الاستخدام' },
  },
  201: {
    jobTitles: ['Accountant', 'Financial Analyst', 'Senior Accountant'],
    tools: ['Excel', 'QuickBooks', 'SAP', 'Odoo', 'Microsoft Word'],
    responsibilities: [
      'Prepared monthly financial statements',
      'Reconciled bank accounts and supplier invoices',
      'Supported the annual external audit',
    ],
    focus: {
      english: 'accurate accounting and financial reporting',
      arabic: 'المحاسبة وإعداد التقارير المالية',
    },
  },
  202: {
    jobTitles: ['HR Specialist', 'Recruiter', 'HR Coordinator'],
    tools: ['Excel', 'Odoo', 'LinkedIn Recruiter', 'Microsoft Teams', 'Google Workspace'],
    responsibilities: [
      'Recruited and onboarded more than fifty staff',
      'Kept personnel files and payroll records up to date',
      'Organised training for new employees',
    ],
    focus: { english: 'recruiting and supporting people', arabic: 'التوظيف وتطوير الموارد البشرية' },
  },
  203: {
    jobTitles: ['Marketing Specialist', 'Sales Executive', 'Digital Marketing Specialist'],
    tools: ['Meta Business Suite', 'Google Analytics', 'Canva', 'HubSpot', 'Excel'],
    responsibilities: [
      'Ran social media campaigns in Arabic and Kurdish',
      'Grew the customer base in new governorates',
      'Reported campaign results to management every month',
    ],
    focus: { english: 'marketing campaigns and sales growth', arabic: 'التسويق وتنمية المبيعات' },
  },
  204: {
    jobTitles: ['Project Manager', 'Project Coordinator', 'Program Officer'],
    tools: ['Microsoft Project', 'Jira', 'Trello', 'Excel', 'Microsoft Teams'],
    responsibilities: [
      'Coordinated projects with government and private partners',
      'Tracked budgets, schedules and risks',
      'Wrote progress reports for donors',
    ],
    focus: {
      english: 'delivering projects on time and on budget',
      arabic: 'إدارة المشاريع وتسليمها في موعدها',
    },
  },
  205: {
    jobTitles: ['Logistics Coordinator', 'Supply Chain Officer', 'Procurement Officer'],
    tools: ['SAP', 'Excel', 'Odoo', 'Power BI'],
    responsibilities: [
      'Managed shipments through Umm Qasr port',
      'Negotiated with suppliers and compared quotations',
      'Kept warehouse stock records accurate',
    ],
    focus: { english: 'procurement and logistics', arabic: 'المشتريات وسلاسل التوريد' },
  },
  206: {
    jobTitles: ['Office Manager', 'Administrative Assistant', 'Executive Secretary'],
    tools: ['Microsoft Word', 'Excel', 'Outlook', 'Google Workspace'],
    responsibilities: [
      'Managed the director’s calendar and correspondence',
      'Organised meetings, travel and official letters',
      'Kept the office archive in order',
    ],
    focus: { english: 'running a well-organised office', arabic: 'الأعمال الإدارية وتنظيم المكاتب' },
  },
  207: {
    jobTitles: ['Customer Service Representative', 'Call Center Agent', 'Customer Success Specialist'],
    tools: ['Zendesk', 'Salesforce', 'Excel', 'Microsoft Teams'],
    responsibilities: [
      'Answered customer calls and chats in Arabic and English',
      'Resolved billing complaints within the same day',
      'Trained new agents on the support system',
    ],
    focus: { english: 'helping customers quickly and politely', arabic: 'خدمة العملاء وحل مشكلاتهم' },
  },
  208: {
    jobTitles: ['Bank Teller', 'Credit Officer', 'Insurance Officer'],
    tools: ['Excel', 'Temenos T24', 'Microsoft Word', 'SWIFT'],
    responsibilities: [
      'Handled deposits, withdrawals and transfers',
      'Reviewed loan applications for small businesses',
      'Opened accounts and explained card services',
    ],
    focus: { english: 'banking services and credit', arabic: 'الخدمات المصرفية والائتمان' },
  },
};

export const courseProviders = [
  'Coursera',
  'Udemy',
  'Cisco Networking Academy',
  'Microsoft Learn',
  'AWS Academy',
  'Google Career Certificates',
  'Re:Coded',
  'The Station',
  'Five One Labs',
  'KAPITA',
] as const;

export const courseTitles = {
  technology: [
    'CCNA: Introduction to Networks',
    'Python for Everybody',
    'Google Data Analytics',
    'AWS Cloud Practitioner',
    'Front-End Web Development',
    'Cybersecurity Essentials',
    'Agile with Scrum',
  ],
  business: [
    'Financial Accounting Fundamentals',
    'Project Management Professional (PMP) Prep',
    'Digital Marketing Basics',
    'Human Resource Management',
    'Business English',
    'Excel for Business',
    'Customer Service Excellence',
  ],
} as const;

export const activityTitles = [
  'Baghdad Tech Summit',
  'Startup Weekend Baghdad',
  'Iraq Innovation Forum',
  'Erbil Career Fair',
  'Basra Youth Volunteering Campaign',
  'Mosul Book Festival',
  'Women in Tech Iraq Meetup',
  'University Hackathon',
  'Tree Planting Day',
  'Ramadan Food Basket Drive',
] as const;

/** Second languages and how often they appear; Arabic (and Kurdish in the north) come first. */
export const secondLanguages = ['English', 'Turkish', 'Persian', 'French', 'German'] as const;

export const kurdistanCities: readonly string[] = ['Erbil', 'Sulaymaniyah', 'Duhok'];

export const mobilePrefixes = ['0770', '0771', '0772', '0750', '0751', '0780', '0781', '0790'] as const;

export const englishWelcomeMessages = [
  'Thanks for stopping by! Happy to talk about new opportunities.',
  'Welcome to my profile. Feel free to reach out by email.',
  'Hello! I am looking for a team where I can learn and contribute.',
  'Glad you are here. Let us build something great together.',
] as const;

export const arabicWelcomeMessages = [
  'أهلاً بك في صفحتي، يسعدني التواصل معك.',
  'مرحباً! أبحث عن فرصة عمل أطور فيها مهاراتي.',
  'شكراً لزيارتك، لا تتردد في مراسلتي.',
] as const;
