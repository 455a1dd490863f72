import type { IdeaLanguage, PostKind } from '../read-idea';

// The few lines the Offline writer adds around the idea's own sentences:
// openings, bridges and calls to action per kind of post and language. None
// states a fact: facts come only from the idea. `{name}` is a person or
// company named in the idea, `{date}` its date; a line whose value is missing
// is skipped.

export type Line = {
  text: string;
  /** Speaks as "I": skipped for voices that keep personal details out. */
  personal?: boolean;
  /** Sure of itself: skipped for humble voices. */
  bold?: boolean;
  /** Relaxed: skipped for very formal voices. */
  casual?: boolean;
  /** Asks a question (the voice may prefer questions or actions). */
  question?: boolean;
};

export type WrittenLanguage = Exclude<IdeaLanguage, 'other'>;
type Bank = Record<PostKind, readonly Line[]>;

const l = (text: string, flags: Omit<Line, 'text'> = {}): Line => ({ text, ...flags, question: flags.question ?? /\?$/.test(text) });

export const HOOKS: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [
      l('Some news we have been waiting to share.'),
      l('Big day for us.', { casual: true }),
      l('A quick announcement.'),
      l('This one has been a while in the making.'),
      l('Today is a good day.', { casual: true }),
      l('News from our side.'),
      l('I am happy to share this.', { personal: true }),
      l('A milestone worth marking.'),
      l('We can finally say it out loud.', { casual: true }),
      l('An update I am proud to post.', { personal: true }),
      l('Here is what is new.'),
      l('Something new to share with you.'),
    ],
    results: [
      l('The numbers are in.'),
      l('A quick look at where we stand.'),
      l('Time for an honest update.'),
      l('Sharing the figures, as promised.'),
      l('Proud of this one.', { personal: true }),
      l('A result worth pausing on.'),
      l('Progress, in numbers.'),
      l('Here is how it went.'),
      l('Some figures I keep looking at.', { personal: true }),
      l('Not bad for a small team.', { casual: true, bold: true }),
      l('Where things stand today.'),
      l('The short version: it worked.', { bold: true }),
    ],
    hiring: [
      l('We are growing the team.'),
      l('Know someone great? Read on.'),
      l('A role is open.'),
      l('We are looking for a new colleague.'),
      l('Job alert.', { casual: true }),
      l('Come and build this with us.'),
      l('One seat at our table is free.', { casual: true }),
      l('Hiring, and it is a good one.', { casual: true }),
    ],
    event: [
      l('Save the date.'),
      l('You are invited.'),
      l('Put this one in your calendar.'),
      l('An invitation for you.'),
      l('Want to join us?'),
      l('Something to plan your week around.', { casual: true }),
      l('Come along.', { casual: true }),
      l('A date for your diary.'),
      l('Seats are limited, so a heads-up now.'),
      l('Here is where I will be.', { personal: true }),
    ],
    congrats: [
      l('A well-deserved one.'),
      l('This deserves a moment.'),
      l('Some good news about people I admire.', { personal: true }),
      l('Credit where it is due.'),
      l('A big thank-you, in public.'),
      l('Recognition that is long overdue.', { bold: true }),
      l('Please join me in this one.', { personal: true }),
      l('Good people, good news.', { casual: true }),
      l('Worth celebrating.'),
    ],
    lesson: [
      l('Something I learned the hard way.', { personal: true }),
      l('A lesson worth writing down.'),
      l('A short story with a lesson in it.'),
      l('I keep coming back to this.', { personal: true }),
      l('Here is what happened.'),
      l('A note to my future self.', { personal: true }),
      l('This changed how I work.', { personal: true, bold: true }),
      l('Sharing this in case it helps someone.'),
      l('One experience, one lesson.'),
      l('Not my proudest moment, but a useful one.', { personal: true }),
      l('Worth sharing, even if it is a little uncomfortable.', { personal: true }),
    ],
    opinion: [
      l('A view I hold, and why.'),
      l('Let me make the case.', { bold: true }),
      l('I will say it plainly.', { bold: true, personal: true }),
      l('A position worth debating.'),
      l('Here is where I stand.', { personal: true }),
      l('An opinion, with reasons.'),
      l('Not everyone will agree with this.'),
      l('Hear me out.', { casual: true }),
      l('Something I believe more every year.', { personal: true }),
    ],
    tips: [
      l('A short, practical list.'),
      l('Worth keeping at hand.'),
      l('What works, in a few lines.'),
      l('The practical version.'),
      l('Simple, and it works.', { bold: true }),
      l('A checklist I come back to.', { personal: true }),
      l('Steal these.', { casual: true }),
      l('The short list.'),
      l('Practical, not theoretical.'),
      l('Useful if you are in the middle of it.'),
    ],
    question: [
      l('A question for you.'),
      l('I would love your take on this.', { personal: true }),
      l('Asking the people who know.'),
      l('Curious what you think.'),
      l('Help me with this one.', { casual: true }),
      l('An open question.'),
      l('Your experience counts here.'),
      l('Thinking out loud.', { personal: true }),
    ],
  },
  fr: {
    announcement: [l('Une nouvelle que nous attendions de partager.'), l('Grand jour pour nous.'), l('Petite annonce.'), l('Ça y est.', { casual: true }), l('Une étape importante.')],
    results: [l('Les chiffres sont là.'), l('Un point sur nos résultats.'), l('Le bilan, en toute transparence.'), l('Une année qui compte.')],
    hiring: [l('Nous agrandissons l’équipe.'), l('Un poste est ouvert.'), l('Vous connaissez la bonne personne ?'), l('Rejoignez-nous.')],
    event: [l('Notez la date.'), l('Vous êtes invités.'), l('Une invitation pour vous.'), l('À mettre dans votre agenda.')],
    congrats: [l('Un grand bravo.'), l('Une belle nouvelle à saluer.'), l('Amplement mérité.'), l('Bravo, tout simplement.')],
    lesson: [l('Une leçon apprise à la dure.', { personal: true }), l('Une histoire, une leçon.'), l('Je la partage au cas où elle vous serve.', { personal: true }), l('Voici ce qui s’est passé.')],
    opinion: [l('Un avis, avec ses raisons.'), l('Je le dis simplement.', { personal: true }), l('Tout le monde ne sera pas d’accord.'), l('Voici ma position.', { personal: true })],
    tips: [l('Une liste courte et pratique.'), l('À garder sous la main.'), l('Simple, et ça marche.'), l('La version pratique.')],
    question: [l('Une question pour vous.'), l('J’aimerais votre avis.', { personal: true }), l('Une question ouverte.'), l('Votre expérience compte.')],
  },
  nl: {
    announcement: [l('Nieuws waar we lang naar uitkeken.'), l('Een grote dag voor ons.'), l('Even iets aankondigen.'), l('Het is zover.', { casual: true }), l('Een mooie mijlpaal.')],
    results: [l('De cijfers zijn binnen.'), l('Een eerlijke stand van zaken.'), l('Een jaar om trots op te zijn.'), l('Even de cijfers.')],
    hiring: [l('Ons team groeit.'), l('Er is een vacature.'), l('Ken jij de juiste persoon?'), l('Kom ons team versterken.')],
    event: [l('Noteer de datum.'), l('Je bent uitgenodigd.'), l('Een uitnodiging voor jou.'), l('Zet dit in je agenda.')],
    congrats: [l('Een welverdiende.'), l('Dit verdient een moment.'), l('Een groot dankjewel, in het openbaar.'), l('Om te vieren.')],
    lesson: [l('Een les die ik op de harde manier leerde.', { personal: true }), l('Een verhaal met een les.'), l('Ik deel het voor het geval het iemand helpt.', { personal: true }), l('Dit is wat er gebeurde.')],
    opinion: [l('Een mening, met redenen.'), l('Ik zeg het gewoon.', { personal: true }), l('Niet iedereen zal het eens zijn.'), l('Hier sta ik.', { personal: true })],
    tips: [l('Een korte, praktische lijst.'), l('Handig om bij de hand te houden.'), l('Eenvoudig, en het werkt.'), l('De praktische versie.')],
    question: [l('Een vraag voor jou.'), l('Ik hoor graag je mening.', { personal: true }), l('Een open vraag.'), l('Jouw ervaring telt.')],
  },
};

export const CTAS: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [
      l('Questions? Ask away in the comments.'),
      l('If you know someone this would help, send it their way.'),
      l('Thank you to everyone who helped us get here.'),
      l('Follow along for what comes next.'),
      l('What would you like to see next?'),
      l('Drop a comment if you want to know more.'),
      l('I will share more soon.', { personal: true }),
      l('Onwards.', { casual: true }),
      l('More updates as we go.'),
      l('We would love to hear what you think.'),
      l('Share it with anyone who might care.'),
      l('Any questions, my messages are open.', { personal: true }),
    ],
    results: [
      l('What numbers are you watching this quarter?'),
      l('Happy to share more detail if it helps anyone.'),
      l('Thank you to everyone who made this possible.'),
      l('What would you have done differently?'),
      l('Ask me anything about how we got there.', { personal: true }),
      l('Onwards to the next one.', { casual: true }),
      l('Curious how it compares with what you see.'),
      l('If you are working on the same problem, let us compare notes.'),
      l('More soon.'),
      l('What is your own milestone this year?'),
    ],
    hiring: [
      l('Know someone who would fit? Please share this post.'),
      l('Interested? Send me a message.', { personal: true }),
      l('Tag someone who should see this.', { casual: true }),
      l('Questions about the role are welcome in the comments.'),
      l('A share goes a long way. Thank you.'),
      l('Reach out if this sounds like you.'),
      l('Apply, or pass it on to someone who should.'),
    ],
    event: [
      l('Would love to see you there.'),
      l('Bring a colleague who would enjoy it.'),
      l('Comment below and I will send you the details.', { personal: true }),
      l('Hope to see you there.'),
      l('Share it with someone who should come.'),
      l('Questions? Ask in the comments.'),
      l('Tell me if you are coming.', { casual: true }),
      l('See you there?'),
    ],
    congrats: [
      l('Join me in congratulating {name}.', { personal: true }),
      l('Please join me in thanking {name}.', { personal: true }),
      l('Well deserved, {name}.'),
      l('Congratulations, {name}!'),
      l('Add your congratulations in the comments.'),
      l('Thank you, {name}.'),
      l('Here is to the next chapter.'),
      l('Lucky to work with people like this.', { personal: true }),
    ],
    lesson: [
      l('Has something similar happened to you?'),
      l('What would you have done?'),
      l('What is a lesson you learned the hard way?'),
      l('I would love to hear your version of this.', { personal: true }),
      l('Save this for the next time it happens to you.'),
      l('If it saves one person the same trouble, it was worth posting.'),
      l('What did I miss?'),
      l('Tell me I am not the only one.', { casual: true, personal: true }),
      l('How do you handle this in your team?'),
      l('Share it with someone who needs it this week.'),
    ],
    opinion: [
      l('Agree or disagree? Tell me why.'),
      l('Where do you land on this?'),
      l('Change my mind in the comments.', { casual: true, bold: true }),
      l('What am I missing?'),
      l('I am happy to be proven wrong.', { personal: true }),
      l('What does your experience say?'),
      l('Is this true in your team too?'),
      l('Push back in the comments.', { bold: true }),
    ],
    tips: [
      l('Which one would you add?'),
      l('Save this for later.'),
      l('What is missing from the list?'),
      l('Share it with someone who could use it.'),
      l('Try one this week and tell me how it goes.'),
      l('Which of these do you already do?'),
      l('Bookmark it for the next time you need it.'),
      l('What works for you?'),
    ],
    question: [
      l('Answers welcome in the comments.'),
      l('I will read every reply.', { personal: true }),
      l('Tell me in the comments.'),
      l('All experiences welcome, good and bad.'),
      l('Thank you in advance for sharing.'),
      l('Your answers will help more people than me.'),
      l('Comments are open.'),
    ],
  },
  fr: {
    announcement: [l('Des questions ? Posez-les en commentaire.'), l('Merci à toutes celles et ceux qui nous ont aidés.'), l('Suivez-nous pour la suite.'), l('Partagez autour de vous si cela peut servir.')],
    results: [l('Merci à toutes les personnes qui ont rendu cela possible.'), l('Quels chiffres suivez-vous cette année ?'), l('Je partage volontiers les détails.', { personal: true }), l('Et vous, quelle est votre étape de l’année ?')],
    hiring: [l('Vous connaissez quelqu’un ? Partagez ce post.'), l('Intéressé·e ? Écrivez-moi.', { personal: true }), l('Un partage aide beaucoup. Merci !'), l('Les questions sont les bienvenues en commentaire.')],
    event: [l('Au plaisir de vous y voir.'), l('Venez avec un collègue.'), l('Des questions ? Posez-les en commentaire.'), l('Partagez avec qui pourrait venir.')],
    congrats: [l('Rejoignez-moi pour féliciter {name}.', { personal: true }), l('Bravo, {name} !'), l('Ajoutez vos félicitations en commentaire.'), l('Merci, {name}.')],
    lesson: [l('Cela vous est déjà arrivé ?'), l('Qu’auriez-vous fait ?'), l('Quelle leçon avez-vous apprise à la dure ?'), l('Partagez-le avec quelqu’un à qui cela servira.')],
    opinion: [l('D’accord ou pas ? Dites-moi pourquoi.'), l('Et vous, qu’en pensez-vous ?'), l('Qu’est-ce qui m’échappe ?'), l('Votre expérience dit quoi ?')],
    tips: [l('Lequel ajouteriez-vous ?'), l('Enregistrez-le pour plus tard.'), l('Qu’est-ce qui marche pour vous ?'), l('Partagez-le à qui en a besoin.')],
    question: [l('Vos réponses sont les bienvenues en commentaire.'), l('Je lirai chaque réponse.', { personal: true }), l('Dites-le-moi en commentaire.'), l('Merci d’avance pour vos retours.')],
  },
  nl: {
    announcement: [l('Vragen? Stel ze gerust in de reacties.'), l('Dank aan iedereen die ons hielp.'), l('Volg ons voor wat komt.'), l('Deel het met wie er iets aan heeft.')],
    results: [l('Dank aan iedereen die dit mogelijk maakte.'), l('Welke cijfers volg jij dit jaar?'), l('Ik deel graag meer details.', { personal: true }), l('Wat is jouw mijlpaal van dit jaar?')],
    hiring: [l('Ken je iemand? Deel dit bericht.'), l('Interesse? Stuur me een bericht.', { personal: true }), l('Een deel helpt enorm. Dank je!'), l('Vragen over de job zijn welkom in de reacties.')],
    event: [l('Hopelijk tot dan.'), l('Breng gerust een collega mee.'), l('Vragen? Stel ze in de reacties.'), l('Deel het met wie zeker moet komen.')],
    congrats: [l('Help me {name} te feliciteren.', { personal: true }), l('Proficiat, {name}!'), l('Laat je felicitaties achter in de reacties.'), l('Dank je wel, {name}.')],
    lesson: [l('Herkenbaar?'), l('Wat had jij gedaan?'), l('Welke les leerde jij op de harde manier?'), l('Deel het met wie er iets aan heeft.')],
    opinion: [l('Eens of oneens? Zeg me waarom.'), l('Wat vind jij?'), l('Wat mis ik?'), l('Wat zegt jouw ervaring?')],
    tips: [l('Welke zou jij toevoegen?'), l('Bewaar dit voor later.'), l('Wat werkt voor jou?'), l('Deel het met wie het kan gebruiken.')],
    question: [l('Antwoorden welkom in de reacties.'), l('Ik lees elke reactie.', { personal: true }), l('Laat het me weten in de reacties.'), l('Alvast bedankt voor je ervaring.')],
  },
};

/** Optional lines for longer targets: they frame the idea, never add facts. */
export const BRIDGES: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [l('It took a lot of people to get here.'), l('There is plenty of work ahead, and we are ready for it.', { bold: true }), l('More details will follow in the coming weeks.'), l('We could not have done it alone.')],
    results: [l('Numbers never tell the whole story, but these say a lot.'), l('Behind each figure are people who did the work.'), l('None of this happened by accident.', { bold: true }), l('Worth noting what did not work, too: plenty.', { personal: true })],
    hiring: [l('You would join a small team that cares about the work.'), l('The best candidates often do not tick every box. Apply anyway.'), l('Happy to answer any questions before you apply.', { personal: true })],
    event: [l('It is free to attend.'), l('Expect practical takeaways, not slides for the sake of slides.'), l('Questions from the audience are very welcome.')],
    congrats: [l('Recognition like this is earned over years, not days.'), l('Moments like this are worth pausing for.'), l('It is a joy to see good work recognised.')],
    lesson: [l('Looking back, the signs were there.', { personal: true }), l('It is obvious in hindsight. It was not at the time.'), l('Writing it down so I remember it next time.', { personal: true }), l('Small changes, big difference.')],
    opinion: [l('I know this is not the popular view.', { personal: true }), l('Context matters, of course.'), l('There are exceptions, but they are rarer than we think.')],
    tips: [l('None of these need a budget.'), l('Pick one and start there.'), l('They sound obvious. They are not easy.')],
    question: [l('I have my own view, but I want to hear yours first.', { personal: true }), l('There is no single right answer here.')],
  },
  fr: {
    announcement: [l('Il a fallu beaucoup de monde pour en arriver là.'), l('La suite arrive bientôt.')],
    results: [l('Derrière chaque chiffre, il y a une équipe.'), l('Rien de tout cela n’est arrivé par hasard.')],
    hiring: [l('Vous rejoindrez une petite équipe qui aime son travail.')],
    event: [l('Les questions du public sont les bienvenues.')],
    congrats: [l('Une reconnaissance qui se construit sur des années.')],
    lesson: [l('Avec le recul, les signes étaient là.', { personal: true })],
    opinion: [l('Il y a des exceptions, bien sûr.')],
    tips: [l('Aucun ne demande de budget.')],
    question: [l('Il n’y a pas de réponse unique.')],
  },
  nl: {
    announcement: [l('Er waren veel mensen nodig om hier te geraken.'), l('Binnenkort meer.')],
    results: [l('Achter elk cijfer zit een team.'), l('Niets hiervan gebeurde toevallig.')],
    hiring: [l('Je komt terecht in een klein team dat om het werk geeft.')],
    event: [l('Vragen uit het publiek zijn welkom.')],
    congrats: [l('Zo’n erkenning bouw je op over jaren.')],
    lesson: [l('Achteraf gezien waren de signalen er.', { personal: true })],
    opinion: [l('Er zijn uitzonderingen, natuurlijk.')],
    tips: [l('Geen enkele kost geld.')],
    question: [l('Er is geen enkel juist antwoord.')],
  },
};

export const LINK_LINES: Record<WrittenLanguage, readonly string[]> = {
  en: ['More here: {url}', 'Details: {url}', 'Read more: {url}', 'Link: {url}'],
  fr: ['Plus d’infos : {url}', 'Le lien : {url}', 'Les détails : {url}'],
  nl: ['Meer info: {url}', 'De link: {url}', 'Alle details: {url}'],
};

/** The line before a list made from the idea's sentences. */
export const POINT_LEADS: Record<WrittenLanguage, readonly string[]> = {
  en: ['In short:', 'The details:', 'What to know:', 'The key points:'],
  fr: ['En bref :', 'Les détails :', 'L’essentiel :'],
  nl: ['Kort samengevat:', 'De details:', 'Wat je moet weten:'],
};

export const WHEN_LABEL: Record<WrittenLanguage, string> = { en: 'When', fr: 'Quand', nl: 'Wanneer' };

/** A hashtag for the kind of post, when the idea gives too few of its own. */
export const KIND_TAGS: Record<WrittenLanguage, Record<PostKind, string | null>> = {
  en: { announcement: 'News', results: 'Milestones', hiring: 'Hiring', event: 'Events', congrats: 'Congratulations', lesson: 'LessonsLearned', opinion: null, tips: 'Tips', question: null },
  fr: { announcement: 'Annonce', results: 'Résultats', hiring: 'Recrutement', event: 'Événement', congrats: 'Félicitations', lesson: 'Leçons', opinion: null, tips: 'Conseils', question: null },
  nl: { announcement: 'Nieuws', results: 'Mijlpaal', hiring: 'Vacature', event: 'Event', congrats: 'Proficiat', lesson: 'Lessen', opinion: null, tips: 'Tips', question: null },
};
