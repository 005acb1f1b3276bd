import type { PolicyDocument } from "../types";

export const privacy: PolicyDocument = {
  title: "Privacy policy",
  intro:
    "This policy explains how {company} (“we”, “us”) collects, uses, shares and protects personal information through this website and our client portal. We comply with the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, with the Act respecting the protection of personal information in the private sector, as amended by Law 25.",
  sections: [
    {
      heading: "Who we are and what this policy covers",
      paragraphs: [
        "{company} imports and distributes Mediterranean foods from Ottawa, Ontario. We are responsible for the personal information described in this policy.",
        "This policy applies to our public website in English and French, our contact and B2B access-request forms, and our client portal. It does not cover third-party websites we link to, or information exchanged under commercial contracts, which those contracts govern.",
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: [
        "We collect only the information we need for the purposes described in this policy. We do not buy personal information, and we do not collect it from social networks.",
      ],
      list: [
        "Contact form: your first name, last name, e-mail address, telephone number (optional) and the message you send us.",
        "B2B access-request form: your first and last name, business e-mail address, telephone number, company name, job title, company size, industry, company website (optional) and a description of your business needs.",
        "Client portal accounts: your name, e-mail address, a password stored only in hashed form, your account role, and the date and time of your sign-ins and sessions.",
        "Website analytics: each time a page of the site is shown in your browser, including when you move from one page to another, we record a “page view” event containing the page path, the language of the page, the date and time, the address of the page that sent you here (for the first page of a visit: the site or search engine you came from) and the campaign tags of the link you followed (utm_source, utm_medium and utm_campaign), if any. When the site starts in your browser, we also record an “app initialized” event containing the page path, your browser’s user-agent string, the language of the page, and the date and time. When you send the contact form, an access request or an order request, or download a document, we record that this goal was reached, with the page and the date and time. To count visits and visitors without cookies, our server computes a code from your IP address, your browser’s user-agent string and a secret value that changes every day (Ottawa time); only the code is kept with the events, together with the kind of device (mobile, tablet or desktop). Your IP address is never stored, the daily value is never stored either and cannot be recomputed without our server’s secret, and the code changes the next day, so we cannot use these events to identify you or to link your visits from one day to the next. Automated visitors (robots), pages your browser only prefetches and our own signed-in staff are not counted.",
        "Cookie choice: whether you accepted or declined cookies, saved in your browser’s local storage (see “Cookies, local storage and chat”).",
        "Security data: our servers briefly process your IP address to deliver pages, block abusive traffic and limit repeated form submissions and sign-in attempts. When you sign in to your account, we keep the address you signed in from for 30 days, so that you can still sign in while someone else is guessing your password.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "We do not sell personal information, and we do not use it for profiling or to make decisions about you based exclusively on automated processing.",
        "We use personal information only for the following purposes, and for any other purpose to which you consent or that the law requires or permits:",
      ],
      list: [
        "to answer your messages and follow up on your inquiry;",
        "to evaluate B2B access requests, confirm that the requester represents a business, and decide whether to open a client account;",
        "to operate the client portal, authenticate you and keep your account secure;",
        "to understand, in aggregate, how the site is used, and to improve its content, performance and accessibility;",
        "to protect the site, our clients and our business against fraud, spam and abuse;",
        "to meet our legal, accounting and regulatory obligations.",
      ],
    },
    {
      heading: "Consent",
      paragraphs: [
        "When you send us a form, you consent to our use of the information you provide for the purpose of that form. Consent to the chat widget and to any other non-essential technology is requested separately through the cookie banner; these stay off unless you accept them.",
        "You may withdraw your consent at any time, subject to legal or contractual restrictions, by writing to our Privacy Officer. Withdrawing consent may mean that we can no longer respond to a request or maintain a client account.",
      ],
    },
    {
      heading: "Cookies, local storage and chat",
      paragraphs: [
        "Our site uses only what it needs to work. When you sign in to the client portal, we set a session cookie that is strictly necessary for authentication; it is sent only over secure connections and cannot be read by scripts.",
        "Your answer to the cookie banner is saved in your browser’s local storage under the key “cookie-consent”, with the value “accepted” or “declined”. It stays on your device until you clear your browser’s data, and we use it only to remember your choice.",
        "If you accept cookies, and only then, we load a chat widget provided by HubSpot so that you can talk to our team. HubSpot may then set its own cookies and receive information such as your IP address, browser details, the pages you view and what you type in the chat. If you decline, the widget is never loaded. You can change your choice at any time with “Cookie settings” at the bottom of every page; if you withdraw your consent, we remove the widget at once and delete the cookies HubSpot set on this site.",
        "Our first-party analytics set no cookie, send none and do not follow you to other websites. Our staff’s visits are left out in their own browsers: the admin portal notes it there, and a browser so noted sends no analytics event.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share personal information only with the recipients listed below. Our service providers act under written agreements that require them to protect the information and to use it only to provide their services to us.",
      ],
      list: [
        "HubSpot, our customer relationship management (CRM) platform, which receives contact and access-request submissions and, if you accept cookies, runs the chat widget;",
        "our e-mail delivery provider, which sends our team notifications of new messages and requests, and sends account e-mails to portal users;",
        "our hosting provider, which runs the website, the client portal and their database in data centres located in Canada;",
        "our professional advisers, such as lawyers and accountants, who are bound by confidentiality;",
        "public authorities, when the law requires it, for example under a valid court order;",
        "a buyer or successor, if all or part of our business is sold or reorganized, under the same protections.",
      ],
    },
    {
      heading: "Information stored outside Quebec and Canada",
      paragraphs: [
        "Our website, client portal and database are hosted in Canada. HubSpot and some e-mail service providers may store or process information in the United States or the European Union, where it may be accessible to courts and authorities under the laws of those jurisdictions.",
        "Before communicating personal information outside Quebec, we assess whether it will receive adequate protection, as Law 25 requires, and we rely on contractual safeguards with each provider.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes for which it was collected. We then delete it or anonymize it, including the copies held by our service providers.",
      ],
      list: [
        "Contact messages: 24 months after our last exchange.",
        "Declined B2B access requests: 12 months after the decision.",
        "Approved access requests and client portal accounts: as long as the account is active, then 24 months after it is closed, unless a contract or the law requires longer.",
        "Analytics events: 13 months.",
        "Security logs: 90 days.",
        "Your cookie choice: in your browser, until you clear it.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "We use administrative, technical and physical safeguards suited to the sensitivity of the information: encrypted connections (HTTPS) on every page, passwords stored only as salted hashes, access limited to the staff who need it, role-based permissions in the client portal, and regular backups.",
        "No system is perfectly secure. If a confidentiality incident presents a risk of serious injury, we will promptly notify the people concerned, the Office of the Privacy Commissioner of Canada and, where applicable, the Commission d’accès à l’information du Québec. We keep a register of all confidentiality incidents.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Subject to the exceptions provided by law, you have the right to:"],
      list: [
        "access the personal information we hold about you, and learn how it has been used and to whom it has been communicated;",
        "have inaccurate, incomplete, ambiguous or outdated information corrected;",
        "withdraw your consent to a use or communication of your information;",
        "ask us to stop disseminating your information, or to de-index any hyperlink attached to your name that gives access to it, where its dissemination contravenes the law or a court order, or seriously harms your reputation or privacy (residents of Quebec);",
        "receive the computerized personal information you provided to us in a structured, commonly used technological format, or have it transferred to another organization (portability);",
        "file a complaint with the Office of the Privacy Commissioner of Canada or, if you live in Quebec, with the Commission d’accès à l’information du Québec.",
      ],
    },
    {
      heading: "Our Privacy Officer",
      paragraphs: [
        "Our Privacy Officer is the person in charge of the protection of personal information at {company}. Contact them to exercise your rights, withdraw your consent, ask a question about this policy or make a complaint:",
      ],
      list: ["By e-mail: {email}", "By mail: Privacy Officer, {company}, {address}"],
    },
    {
      heading: "Response times and complaints",
      paragraphs: [
        "We respond to written requests within 30 days, free of charge. We may ask you to confirm your identity before acting on a request, and we will explain any refusal in writing.",
        "If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada (priv.gc.ca) or, if you live in Quebec, the Commission d’accès à l’information du Québec (cai.gouv.qc.ca).",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our site and services are intended for businesses and adults. We do not knowingly collect personal information from children under 14. If you believe a child has sent us information, please contact our Privacy Officer and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy to reflect changes to our practices or to the law. The effective date at the top of this page shows when it was last revised. If we make significant changes, we will post a notice on the site and, where required, ask for your consent again.",
      ],
    },
  ],
};

export const terms: PolicyDocument = {
  title: "Terms of use",
  intro:
    "These terms govern your use of the {company} website and client portal. Please read them carefully: by using the site, you agree to them.",
  sections: [
    {
      heading: "Acceptance of these terms",
      paragraphs: [
        "By accessing or using this website, you agree to these terms and to our privacy policy. If you do not agree, please do not use the site.",
        "If you use the site on behalf of a business, you confirm that you are authorized to accept these terms on its behalf.",
      ],
    },
    {
      heading: "Use of the site",
      paragraphs: [
        "You may browse the site, download the materials we make available for that purpose, and contact us for legitimate personal or business reasons. You agree not to:",
      ],
      list: [
        "use the site in a way that breaks any law or infringes anyone’s rights;",
        "send false information, spam or unsolicited advertising through our forms;",
        "attempt to gain unauthorized access to the site, the client portal, other users’ accounts or our systems;",
        "interfere with the operation of the site, including by introducing malicious code or overloading it with automated requests;",
        "copy or collect the site’s content in bulk, or reuse it commercially, without our written permission.",
      ],
    },
    {
      heading: "Client portal accounts",
      paragraphs: [
        "The client portal is reserved for businesses we have approved, such as retailers, foodservice operators, distributors and partner brands. We review each access request and may accept or decline it at our discretion.",
        "You are responsible for keeping your credentials confidential and for all activity under your account. Tell us right away at {email} if you suspect unauthorized use. We may suspend or close an account that is misused, inactive for a long period, or no longer tied to an active business relationship.",
        "Orders, pricing, payment and delivery for business clients are governed by separate written agreements. If such an agreement conflicts with these terms, the agreement prevails.",
      ],
    },
    {
      heading: "Product information and availability",
      paragraphs: [
        "We describe our products as accurately as we can, but origins, formats, vintages, photographs and availability may change with harvests and supply. Always read the label on the product itself for ingredients, allergens and nutrition information.",
        "Nothing on this site is an offer to sell. Product information is provided for reference, and prices and quantities are confirmed only in a written quotation or agreement.",
        "We do not sell alcohol to consumers. The wines presented on this site are available in Canada only through licensed channels, such as the LCBO in Ontario, the SAQ in Quebec and other provincial liquor authorities, and to licensed establishments as the law permits. Information about wine is intended for adults of legal drinking age in their province.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "The site and its content, including text, photographs, graphics, logos and design, belong to {company} or to the producers and brands we represent, and are protected by copyright and trademark law. Producer and brand names and logos belong to their respective owners.",
        "You may view and print pages for your own use. Partner brands may use the brand-store materials we supply only to present their products, as agreed with us. Any other reproduction or use requires our prior written permission.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "The site may link to websites we do not control, such as producers’ sites, provincial liquor authorities or social networks. We are not responsible for their content or their privacy practices, and a link does not mean that we endorse them.",
      ],
    },
    {
      heading: "Disclaimer",
      paragraphs: [
        "The site is provided “as is” and “as available”. We work to keep it accurate and online, but we do not guarantee that it will be uninterrupted, error-free or free of harmful components. Information about regulations, tariffs and markets is general in nature and is not legal, customs or tax advice.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent permitted by law, {company} and its directors, employees and partners are not liable for any indirect, incidental, special or consequential damages, or for any loss of profits, data or business opportunities, arising from your use of, or inability to use, the site.",
        "Nothing in these terms limits any liability that cannot be limited under applicable law, including rights you may have as a consumer.",
      ],
    },
    {
      heading: "Privacy",
      paragraphs: [
        "Our privacy policy explains how we handle the personal information collected through the site. It forms part of these terms.",
      ],
    },
    {
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable there. The courts located in Ottawa, Ontario, have exclusive jurisdiction over any dispute relating to the site, unless the law of your place of residence gives you the right to bring proceedings elsewhere.",
      ],
    },
    {
      heading: "Languages",
      paragraphs: ["These terms are available in English and in French. Both versions are equally authoritative."],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may change these terms from time to time. The new version applies from the effective date shown at the top of this page. If you continue to use the site after that date, you accept the revised terms.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["For any question about these terms, write to us at {email} or by mail at {address}."],
    },
  ],
};
