// The writer benchmark's idea set: realistic ideas as users type them, each
// with the facts a post must keep (written by hand, so the benchmark does not
// grade the writer with its own extractor) and the language the post must be in.

export type IdeaKind = 'announcement' | 'results' | 'hiring' | 'event' | 'congrats' | 'lesson' | 'opinion' | 'tips' | 'question' | 'other';
export type IdeaLanguage = 'en' | 'fr' | 'nl' | 'de' | 'es';

export type BenchmarkIdea = {
  id: string;
  kind: IdeaKind;
  language: IdeaLanguage;
  idea: string;
  /** Exact strings every version must contain: numbers with units, dates, times, names. */
  facts: string[];
};

export const BENCHMARK_IDEAS: readonly BenchmarkIdea[] = [
  // Announcements and launches
  { id: 'seed-round', kind: 'announcement', language: 'en', idea: 'We just closed our €12.4M seed round led by Northzone, with Kima Ventures joining. The money goes into hiring 15 engineers in Ghent and opening our Paris office.', facts: ['€12.4M', 'Northzone', 'Kima Ventures', '15 engineers', 'Ghent', 'Paris'] },
  { id: 'bakery-opening', kind: 'announcement', language: 'en', idea: 'Our bakery Le Petit Four opens on Saturday 12 April at Rue Haute 42 in Brussels. Sourdough, croissants and coffee from 7:30.', facts: ['Le Petit Four', 'Saturday 12 April', 'Rue Haute 42', 'Brussels', '7:30'] },
  { id: 'feature-launch', kind: 'announcement', language: 'en', idea: 'Launching today: Invoice Autopilot in Ledgerly. It reads supplier invoices, matches them to purchase orders and cut our own month-end close from 6 h to 40 min.', facts: ['Invoice Autopilot', 'Ledgerly', '6 h', '40 min'] },
  { id: 'app-launch', kind: 'announcement', language: 'en', idea: 'Tidewater 2.0 is live on iOS and Android. Offline maps, tide alerts and a new logbook, built with feedback from 3,200 sailors.', facts: ['Tidewater 2.0', 'iOS', 'Android', '3,200 sailors'] },
  { id: 'partnership', kind: 'announcement', language: 'en', idea: 'Happy to announce our partnership with Colruyt Group: from May, our route planner schedules deliveries for 140 stores in Belgium.', facts: ['Colruyt Group', 'May', '140 stores', 'Belgium'] },
  { id: 'new-job', kind: 'announcement', language: 'en', idea: 'After 6 years at Deloitte, I am starting as Head of Data at Proximus on Monday.', facts: ['6 years', 'Deloitte', 'Head of Data', 'Proximus', 'Monday'] },
  { id: 'book-out', kind: 'announcement', language: 'en', idea: 'My book "Quiet Leadership" is out today, 240 pages on leading teams without shouting, published by Lannoo.', facts: ['"Quiet Leadership"', '240 pages', 'Lannoo'] },
  // Milestones and results
  { id: 'q3-results', kind: 'results', language: 'en', idea: 'Q3 results: revenue up 38% to $2.1M, churn down from 4.2% to 2.9%, and our first profitable quarter. Most of it came from the annual plans we introduced in June.', facts: ['Q3', '38%', '$2.1M', '4.2%', '2.9%', 'June'] },
  { id: '100-customers', kind: 'results', language: 'en', idea: 'Our company just hit 100 paying customers, 14 months after launch. Thank you to everyone who gave us feedback along the way.', facts: ['100 paying customers', '14 months'] },
  { id: 'newsletter-10k', kind: 'results', language: 'en', idea: 'The newsletter passed 10,000 subscribers this week. Open rate is 52%, and the issue on pricing pages got 1,400 replies.', facts: ['10,000 subscribers', '52%', '1,400 replies'] },
  { id: 'support-times', kind: 'results', language: 'en', idea: 'We cut first response time in support from 9 hours to 45 minutes by moving to a follow-the-sun rota between Leuven and Manila.', facts: ['9 hours', '45 minutes', 'Leuven', 'Manila'] },
  { id: 'marathon', kind: 'results', language: 'en', idea: 'Finished the Berlin Marathon in 3:42:10 after 18 weeks of training, raising €4,300 for Kom op tegen Kanker.', facts: ['Berlin Marathon', '3:42:10', '18 weeks', '€4,300', 'Kom op tegen Kanker'] },
  { id: 'five-years', kind: 'results', language: 'en', idea: 'Five years ago today I registered Fernweh Studio with €3,000 and one client. Today we are 22 people across Antwerp and Lisbon.', facts: ['Fernweh Studio', '€3,000', '22 people', 'Antwerp', 'Lisbon'] },
  // Hiring
  { id: 'hiring-backend', kind: 'hiring', language: 'en', idea: 'We are hiring a senior backend engineer (TypeScript, PostgreSQL) in Ghent or remote within CET. Salary €70k to €85k, 4-day week possible.', facts: ['TypeScript', 'PostgreSQL', 'Ghent', '€70k', '€85k', '4-day week'] },
  { id: 'hiring-intern', kind: 'hiring', language: 'en', idea: 'Looking for a marketing intern for 6 months starting September, based in our Mechelen office. You will run our Instagram and help with two product launches.', facts: ['6 months', 'September', 'Mechelen', 'Instagram', 'two product launches'] },
  { id: 'hiring-designer', kind: 'hiring', language: 'en', idea: 'Hiring: product designer to own onboarding at Parcelio. Applications close on 30 June.', facts: ['Parcelio', '30 June'] },
  // Events and invitations
  { id: 'webinar', kind: 'event', language: 'en', idea: 'Join our free webinar on pricing for SaaS founders on Thursday 14 March at 14:00 CET. Anna Kowalski from Paddle shares what 400 pricing pages taught her.', facts: ['Thursday 14 March', '14:00 CET', 'Anna Kowalski', 'Paddle', '400 pricing pages'] },
  { id: 'meetup', kind: 'event', language: 'en', idea: 'Next Product Tank Brussels meetup is on 3 October at 18:30 at BeCentral. Talks on discovery interviews and roadmap myths, pizza included, 80 seats.', facts: ['Product Tank Brussels', '3 October', '18:30', 'BeCentral', '80 seats'] },
  { id: 'conference-talk', kind: 'event', language: 'en', idea: 'I am speaking at Web Summit in Lisbon on November 12 about accessibility audits. Come say hi at stage 4 after the talk.', facts: ['Web Summit', 'Lisbon', 'November 12', 'stage 4'] },
  { id: 'open-house', kind: 'event', language: 'en', idea: 'Open house at our new workshop on 21/09 from 10am to 4pm: live demos of the laser cutter and free coffee.', facts: ['21/09', '10am', '4pm'] },
  // Congratulations and thanks
  { id: 'congrats-promotion', kind: 'congrats', language: 'en', idea: 'Congratulations to Marie van der Berg on her promotion to VP Engineering at Showpad! She built our platform team from 3 to 40 people.', facts: ['Marie van der Berg', 'VP Engineering', 'Showpad', '3', '40 people'] },
  { id: 'thanks-team', kind: 'congrats', language: 'en', idea: 'Huge thanks to the support team, Jonas, Elif and Pieter, who answered 2,300 tickets during the outage week without losing their calm.', facts: ['Jonas', 'Elif', 'Pieter', '2,300 tickets'] },
  { id: 'thanks-mentor', kind: 'congrats', language: 'en', idea: 'Thank you Dr. Amira Haddad for 3 years of mentoring. Her advice to write every decision down changed how I run projects.', facts: ['Dr. Amira Haddad', '3 years'] },
  { id: 'congrats-award', kind: 'congrats', language: 'en', idea: 'Proud of our client Brouwerij De Ranke for winning Gold at the World Beer Cup 2025.', facts: ['Brouwerij De Ranke', 'Gold', 'World Beer Cup 2025'] },
  // Lessons and stories
  { id: 'quit-bakery', kind: 'lesson', language: 'en', idea: 'I quit my job to start a bakery. The first year was harder than I expected, but I learned more about customers than in ten years of consulting.', facts: ['ten years'] },
  { id: 'failed-launch', kind: 'lesson', language: 'en', idea: 'Our first launch flopped: 12 signups in 2 weeks. We had built for a month without talking to one customer. The relaunch, after 30 interviews, got 400 signups.', facts: ['12 signups', '2 weeks', '30 interviews', '400 signups'] },
  { id: 'customer-yelled', kind: 'lesson', language: 'en', idea: 'A customer yelled at me on the phone last week. Turned out our invoice email had gone to spam for three months. Now we test every email template monthly.', facts: ['three months'] },
  { id: 'small-team', kind: 'lesson', language: 'en', idea: 'Lessons from shipping a product with a small team', facts: [] },
  { id: 'burnout', kind: 'lesson', language: 'en', idea: 'I burned out in 2022. What helped: saying no to meetings before 10, a weekly walk with my cofounder, and deleting Slack from my phone.', facts: ['2022', 'before 10', 'Slack'] },
  { id: 'first-hire', kind: 'lesson', language: 'en', idea: 'Hiring my first employee taught me that writing things down matters more than any tool. Sarah spent her first week reading our docs and shipped on day 6.', facts: ['Sarah', 'day 6'] },
  // Opinions
  { id: 'remote-opinion', kind: 'opinion', language: 'en', idea: 'Unpopular opinion: fully remote teams write better. You cannot lean on hallway chats, so decisions get written down, new people onboard from docs, and meetings shrink.', facts: [] },
  { id: 'okr-opinion', kind: 'opinion', language: 'en', idea: 'OKRs do not work for teams under 10 people because the overhead eats the focus, the goals change every month, and everyone already knows the priorities.', facts: ['10 people'] },
  { id: 'ai-recruiting', kind: 'opinion', language: 'en', idea: 'How AI is changing recruiting in 2025 #hiring https://example.com/x 🚀', facts: ['2025'] },
  { id: 'meetings-opinion', kind: 'opinion', language: 'en', idea: 'I think most status meetings should be a written update. People read faster than they listen, and a written update leaves a record.', facts: [] },
  { id: 'cold-email', kind: 'opinion', language: 'en', idea: 'Cold emails still work in B2B if they are short: 3 sentences, one question, no attachment. Our reply rate went from 2% to 11% when we cut them down.', facts: ['3 sentences', '2%', '11%'] },
  // Tips and lists
  { id: 'tips-interviews', kind: 'tips', language: 'en', idea: '5 tips for customer interviews: ask about the last time it happened, never pitch, record with permission, count the workarounds, and end by asking who else to talk to.', facts: ['5 tips'] },
  { id: 'tips-pricing', kind: 'tips', language: 'en', idea: 'Three pricing mistakes I see every week: charging per seat for a tool one person uses, hiding the price behind "contact us", and discounting annual plans by more than 20%.', facts: ['20%'] },
  { id: 'tips-focus', kind: 'tips', language: 'en', idea: 'How I protect deep work: calendar blocks from 8 to 11, notifications off, one task per block, and a 15-minute review on Friday.', facts: ['8 to 11', '15-minute', 'Friday'] },
  { id: 'remote-tips', kind: 'tips', language: 'en', idea: 'remote work tips', facts: [] },
  { id: 'tools-list', kind: 'tips', language: 'en', idea: 'The tools that run our 6-person agency: Notion for docs, Linear for projects, Figma for design, and Pennylane for invoices.', facts: ['6-person', 'Notion', 'Linear', 'Figma', 'Pennylane'] },
  // Questions to the audience
  { id: 'question-burnout', kind: 'question', language: 'en', idea: 'Why do so many teams burn out after a big launch?', facts: [] },
  { id: 'question-tools', kind: 'question', language: 'en', idea: 'Which CRM do small agencies in Belgium actually use? We have tried HubSpot and Pipedrive and neither fits a team of 4.', facts: ['Belgium', 'HubSpot', 'Pipedrive', '4'] },
  { id: 'question-4day', kind: 'question', language: 'en', idea: 'Has anyone moved their team to a 4-day week? We are thinking of trying it for 3 months from January.', facts: ['4-day week', '3 months', 'January'] },
  // Edge cases
  { id: 'one-word', kind: 'other', language: 'en', idea: 'AI', facts: [] },
  { id: 'emoji-url', kind: 'announcement', language: 'en', idea: '🎉 Our podcast "Build in Public" hit episode 50! Listen at https://example.com/podcast 🎧', facts: ['"Build in Public"', 'episode 50'] },
  { id: 'long-idea', kind: 'lesson', language: 'en', idea: 'Last year we moved our whole platform from Heroku to our own servers at Hetzner. The bill went from $18,000 a month to $2,400. It took 4 engineers 5 months, which was twice the estimate. We lost one weekend to a database migration that failed at 2am. Would I do it again? Yes, but I would budget for the boring parts: monitoring, backups and on-call. The savings paid for the project within 8 months.', facts: ['Heroku', 'Hetzner', '$18,000', '$2,400', '4 engineers', '5 months', '8 months'] },
  { id: 'decimal-comma', kind: 'results', language: 'en', idea: 'Conversion went from 1.8% to 2.5% after we removed the phone field from the signup form. One field, 0.7 points.', facts: ['1.8%', '2.5%', '0.7 points'] },
  { id: 'lowercase-sloppy', kind: 'lesson', language: 'en', idea: 'spent 3 days debugging a timezone bug. it was daylight saving time. again.', facts: ['3 days'] },
  { id: 'name-particles', kind: 'congrats', language: 'en', idea: 'Welcome to the board, Jean-Luc de Wever and Ilse van den Broeck. Both bring 20 years of retail experience.', facts: ['Jean-Luc de Wever', 'Ilse van den Broeck', '20 years'] },
  { id: 'time-formats', kind: 'event', language: 'en', idea: 'Office hours every Tuesday, 9:00–10:30, on Google Meet. Bring your pitch deck, first come first served.', facts: ['Tuesday', '9:00–10:30', 'Google Meet'] },
  // Short theses and bare topics: one sentence without facts, or a few words
  { id: 'thesis-decision', kind: 'opinion', language: 'en', idea: 'Why small teams write the decision down before the meeting ends', facts: [] },
  { id: 'thesis-manager', kind: 'lesson', language: 'en', idea: 'What I learned from my first year as a manager', facts: [] },
  { id: 'thesis-feedback', kind: 'opinion', language: 'en', idea: 'Feedback works best when it is given the same week.', facts: [] },
  { id: 'thesis-remote', kind: 'opinion', language: 'en', idea: 'Remote work makes onboarding harder than most teams admit.', facts: [] },
  { id: 'thesis-attitude', kind: 'opinion', language: 'en', idea: 'Hiring for attitude over experience', facts: [] },
  { id: 'topic-ai-recruiting', kind: 'other', language: 'en', idea: 'AI in recruiting', facts: [] },
  { id: 'topic-onboarding', kind: 'tips', language: 'en', idea: 'employee onboarding', facts: [] },
  { id: 'fr-thesis', kind: 'opinion', language: 'fr', idea: 'Pourquoi les petites équipes écrivent la décision avant la fin de la réunion', facts: [] },
  { id: 'fr-topic', kind: 'tips', language: 'fr', idea: 'conseils pour le télétravail', facts: [] },
  { id: 'fr-topic-word', kind: 'other', language: 'fr', idea: 'télétravail', facts: [] },
  { id: 'fr-topic-remote', kind: 'tips', language: 'fr', idea: 'conseils pour le travail à distance', facts: [] },
  { id: 'nl-topic', kind: 'tips', language: 'nl', idea: 'tips voor thuiswerken', facts: [] },
  { id: 'nl-topic-week', kind: 'other', language: 'nl', idea: 'de vierdaagse werkweek', facts: [] },
  // French
  { id: 'fr-seed', kind: 'announcement', language: 'fr', idea: 'Nous venons de lever 3,5 M€ auprès de Sambrinvest pour ouvrir notre atelier à Liège. Nous recrutons 12 personnes cette année.', facts: ['3,5 M€', 'Sambrinvest', 'Liège', '12 personnes'] },
  { id: 'fr-webinar', kind: 'event', language: 'fr', idea: 'Webinaire gratuit le jeudi 6 juin à 12h30 : comment fixer ses prix quand on est indépendant. Avec Claire Dumont, comptable chez Accountable.', facts: ['jeudi 6 juin', '12h30', 'Claire Dumont', 'Accountable'] },
  { id: 'fr-lesson', kind: 'lesson', language: 'fr', idea: "J'ai perdu notre plus gros client l'an dernier. Nous avions cessé de l'appeler parce que tout allait bien. Depuis, chaque client reçoit un appel tous les trois mois.", facts: ['trois mois'] },
  { id: 'fr-results', kind: 'results', language: 'fr', idea: 'Notre chiffre d’affaires a progressé de 27 % en 2024, et le taux de désabonnement est passé de 5,1 % à 2,5 %.', facts: ['27 %', '2024', '5,1 %', '2,5 %'] },
  { id: 'fr-hiring', kind: 'hiring', language: 'fr', idea: 'Nous recrutons un développeur front-end à Namur, en CDI, télétravail deux jours par semaine.', facts: ['Namur', 'CDI', 'deux jours par semaine'] },
  { id: 'fr-congrats', kind: 'congrats', language: 'fr', idea: 'Bravo à Sophie Lambert, nommée directrice des opérations chez Delhaize après 9 ans dans l’équipe !', facts: ['Sophie Lambert', 'Delhaize', '9 ans'] },
  { id: 'fr-opinion', kind: 'opinion', language: 'fr', idea: 'Je pense que les réunions du lundi matin ne servent à rien : personne n’a encore lu ses mails, les décisions attendent le mardi, et tout le monde arrive stressé.', facts: [] },
  { id: 'fr-tips', kind: 'tips', language: 'fr', idea: 'Trois conseils pour votre premier salon professionnel : préparez une seule question, notez chaque contact le soir même, et relancez sous 48 heures.', facts: ['48 heures'] },
  // Dutch
  { id: 'nl-launch', kind: 'announcement', language: 'nl', idea: 'Vandaag lanceren we Kassa+ voor bakkers: een kassasysteem dat werkt zonder internet. Al 35 bakkerijen in Limburg gebruiken het.', facts: ['Kassa+', '35 bakkerijen', 'Limburg'] },
  { id: 'nl-event', kind: 'event', language: 'nl', idea: 'Op dinsdag 8 oktober om 19u geven we een gratis workshop over subsidies voor kmo’s in ons kantoor in Hasselt.', facts: ['dinsdag 8 oktober', '19u', 'Hasselt'] },
  { id: 'nl-lesson', kind: 'lesson', language: 'nl', idea: 'Mijn grootste les van dit jaar: zeg sneller nee. Ik nam 11 projecten aan en maakte er maar 7 goed af.', facts: ['11 projecten', '7'] },
  { id: 'nl-hiring', kind: 'hiring', language: 'nl', idea: 'We zoeken een boekhouder (m/v/x) voor ons team in Gent, 4/5 mogelijk, start in maart.', facts: ['Gent', '4/5', 'maart'] },
  { id: 'nl-thanks', kind: 'congrats', language: 'nl', idea: 'Dank je wel aan Wim Peeters en het team van Fietsen Janssens voor 10 jaar samenwerking!', facts: ['Wim Peeters', 'Fietsen Janssens', '10 jaar'] },
  { id: 'nl-results', kind: 'results', language: 'nl', idea: 'In 2024 verwerkten we 1,2 miljoen pakjes, 40% meer dan vorig jaar, met hetzelfde team van 18 mensen.', facts: ['2024', '1,2 miljoen', '40%', '18 mensen'] },
  // Other languages: the idea's own text, formatted
  { id: 'de-launch', kind: 'announcement', language: 'de', idea: 'Heute starten wir unseren Online-Shop für handgemachte Keramik aus Köln. Versand innerhalb von 48 Stunden.', facts: ['Köln', '48 Stunden'] },
  { id: 'es-event', kind: 'event', language: 'es', idea: 'Este jueves 20 de marzo presentamos nuestro nuevo café en Valencia. Habrá degustación gratuita de 9 a 12.', facts: ['jueves 20 de marzo', 'Valencia', '9 a 12'] },
];
