// Generated from Localizations/*.lproj/RatePrompt.strings by GeneratedFileTests; do not edit.
// Regenerate every generated file: scripts/regenerate

enum EmbeddedDefaultCopy {
    /// (localization, file contents), sorted by localization.
    static let files: [(String, String)] = [
        ("ar", #"""
/*
 RatePrompt default copy: Arabic — العربية (ar)
 Register: Modern Standard Arabic; generic masculine address, as in Arabic system UI; title as a verbal noun.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "تقييم %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "إذا أعجبك %@، فنرجو أن تمنح التطبيق تقييمًا. لن يستغرق ذلك سوى لحظة، وسيساعدنا كثيرًا. شكرًا لك!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "إذا كنت تستمتع بلعب %@، فنرجو أن تمنح اللعبة تقييمًا. لن يستغرق ذلك سوى لحظة، وسيساعدنا كثيرًا. شكرًا لك!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "شكرًا لتقييمك %@ سابقًا! هل يمكنك تخصيص لحظة لتقييم الإصدار الجديد أيضًا؟";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "لا تسألني مجددًا";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "اسألني لاحقًا";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "قيّم الآن";

"""#),
        ("bn", #"""
/*
 RatePrompt default copy: Bengali — বাংলা (bn)
 Register: Formal “আপনি”; everyday app vocabulary (“রেটিং”, “গেম”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ রেট করুন";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "%@ ভালো লাগলে অনুগ্রহ করে একটি রেটিং দিন। এতে মাত্র এক মুহূর্ত লাগবে, আর আমাদের অনেক সাহায্য হবে। ধন্যবাদ!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "%@ খেলতে ভালো লাগলে অনুগ্রহ করে গেমটিকে একটি রেটিং দিন। এতে মাত্র এক মুহূর্ত লাগবে, আর আমাদের অনেক সাহায্য হবে। ধন্যবাদ!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "আগে %@ রেট করার জন্য ধন্যবাদ! নতুন সংস্করণটিও কি একটু সময় নিয়ে রেট করবেন?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "আর জিজ্ঞাসা করবেন না";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "পরে মনে করিয়ে দিন";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "এখনই রেট করুন";

"""#),
        ("bs", #"""
/*
 RatePrompt default copy: Bosnian — Bosanski (bs)
 Register: Formal “vi” (lowercase); Bosnian standard: “da li” questions, “verzija”, “ponovo”, “mnogo”.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Ocijenite %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Da li vam se sviđa %@? Ocijenite aplikaciju – potrajat će samo trenutak, a mnogo ćete nam pomoći. Hvala!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Da li volite igrati %@? Ocijenite igru – potrajat će samo trenutak, a mnogo ćete nam pomoći. Hvala!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Hvala što ste već ocijenili %@! Da li biste ocijenili i novu verziju? Potrajat će samo trenutak.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ne pitaj ponovo";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Pitaj kasnije";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Ocijenite sada";

"""#),
        ("ca", #"""
/*
 RatePrompt default copy: Catalan — Català (ca)
 Register: Informal “tu”, as in most Catalan apps.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Valora %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "T’agrada %@? Deixa’ns una valoració: només trigaràs un moment i ens ajudaràs molt. Gràcies!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "T’ho passes bé jugant a %@? Deixa’ns una valoració: només trigaràs un moment i ens ajudaràs molt. Gràcies!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Gràcies per haver valorat %@! Vols dedicar un moment a valorar també la versió nova?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "No preguntis més";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Més tard";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Valora ara";

"""#),
        ("cs", #"""
/*
 RatePrompt default copy: Czech — Čeština (cs)
 Register: Formal “vy” (vykání); buttons in the infinitive, as in Czech system UI.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Ohodnoťte %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Líbí se vám %@? Ohodnoťte aplikaci – zabere to jen chvilku a moc nám tím pomůžete. Děkujeme!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Baví vás hrát %@? Ohodnoťte hru – zabere to jen chvilku a moc nám tím pomůžete. Děkujeme!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Děkujeme, že jste %@ už jednou ohodnotili! Ohodnotíte i novou verzi? Zabere to jen chvilku.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Už se neptat";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Zeptat se později";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Ohodnotit nyní";

"""#),
        ("da", #"""
/*
 RatePrompt default copy: Danish — Dansk (da)
 Register: Informal “du”, the Danish norm.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Bedøm %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Kan du lide %@? Giv appen en bedømmelse – det tager kun et øjeblik og hjælper os meget. Tak!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Kan du lide at spille %@? Giv spillet en bedømmelse – det tager kun et øjeblik og hjælper os meget. Tak!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Tak, fordi du tidligere har bedømt %@! Vil du også bruge et øjeblik på at bedømme den nye version?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Spørg ikke igen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Spørg senere";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Bedøm nu";

"""#),
        ("de", #"""
/*
 RatePrompt default copy: German — Deutsch (de)
 Register: Informal “du”, written lowercase, as in most current German apps.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ bewerten";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Gefällt dir %@? Dann bewerte die App bitte – das dauert nur einen Moment und hilft uns sehr. Vielen Dank!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Spielst du %@ gern? Dann bewerte das Spiel bitte – das dauert nur einen Moment und hilft uns sehr. Vielen Dank!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Danke, dass du %@ schon bewertet hast! Nimmst du dir kurz Zeit, um auch die neue Version zu bewerten?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Nicht mehr fragen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Später fragen";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Jetzt bewerten";

"""#),
        ("el", #"""
/*
 RatePrompt default copy: Greek — Ελληνικά (el)
 Register: Polite plural; Greek question mark written as “;” (U+003B, the canonical form).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Αξιολογήστε το %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Σας αρέσει το %@; Αξιολογήστε την εφαρμογή – θα σας πάρει μόνο μια στιγμή και θα μας βοηθήσει πολύ. Ευχαριστούμε!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Σας αρέσει να παίζετε το %@; Αξιολογήστε το παιχνίδι – θα σας πάρει μόνο μια στιγμή και θα μας βοηθήσει πολύ. Ευχαριστούμε!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Ευχαριστούμε που έχετε ήδη αξιολογήσει το %@! Θα αξιολογήσετε και τη νέα έκδοση; Θα σας πάρει μόνο μια στιγμή.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Να μην ερωτηθώ ξανά";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Υπενθύμιση αργότερα";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Αξιολόγηση τώρα";

"""#),
        ("en-GB", #"""
/*
 RatePrompt default copy: English (United Kingdom) — English (United Kingdom) (en-GB)
 Register: British wording; sentence case for buttons, as UK style guides (GOV.UK, BBC GEL) prescribe.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Rate %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "If you like %@, please give it a rating. It only takes a moment and makes a real difference to us. Many thanks!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "If you’re having a good time playing %@, please give it a rating. It only takes a moment and makes a real difference to us. Many thanks!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Thanks for rating %@ in the past! Could you spare a moment to rate the latest version as well?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Don’t ask again";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Ask me later";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Rate now";

"""#),
        ("en", #"""
/*
 RatePrompt default copy: English — English (en)
 Register: Direct and warm; title case for buttons (Apple HIG).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Rate %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "If you like %@, please rate it. It takes just a moment and helps us a lot. Thank you!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "If you’re having fun playing %@, please rate it. It takes just a moment and helps us a lot. Thank you!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Thank you for rating %@ before! Would you take a moment to rate the new version too?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Don’t Ask Again";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Ask Me Later";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Rate Now";

"""#),
        ("es-419", #"""
/*
 RatePrompt default copy: Spanish (Latin America) — Español (Latinoamérica) (es-419)
 Register: Informal “tú” (never vosotros); Latin American vocabulary (“calificar”, “tomar un momento”, “después”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Califica %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Si te gusta %@, ¿nos regalas una calificación? Solo toma un momento y nos ayuda muchísimo. ¡Gracias!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Si te gusta jugar %@, ¿nos regalas una calificación? Solo toma un momento y nos ayuda muchísimo. ¡Gracias!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "¡Gracias por haber calificado %@! ¿Podrías tomarte un momento para calificar también la nueva versión?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "No preguntar más";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Preguntar después";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Calificar ahora";

"""#),
        ("es", #"""
/*
 RatePrompt default copy: Spanish (Spain) — Español (España) (es)
 Register: Informal “tú”, Peninsular vocabulary (“valorar”, “llevar un momento”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Valora %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Si te gusta %@, ¿nos dejas una valoración? Solo te llevará un momento y nos ayudará mucho. ¡Gracias!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Si te lo pasas bien jugando a %@, ¿nos dejas una valoración? Solo te llevará un momento y nos ayudará mucho. ¡Gracias!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "¡Gracias por haber valorado %@! ¿Te animas a valorar también la nueva versión? Solo te llevará un momento.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "No preguntar más";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Más tarde";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Valorar ahora";

"""#),
        ("fa", #"""
/*
 RatePrompt default copy: Persian — فارسی (fa)
 Register: Formal “شما”; Persian ی and ک, zero-width non-joiner (U+200C) in می‌ forms.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "امتیازدهی به %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "اگر از %@ راضی هستید، لطفاً به این برنامه امتیاز دهید. فقط یک لحظه طول می‌کشد و به ما خیلی کمک می‌کند. سپاسگزاریم!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "اگر از انجام بازی %@ لذت می‌برید، لطفاً به این بازی امتیاز دهید. فقط یک لحظه طول می‌کشد و به ما خیلی کمک می‌کند. سپاسگزاریم!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "از اینکه قبلاً به %@ امتیاز داده‌اید سپاسگزاریم! لطفاً یک لحظه وقت بگذارید و به نسخهٔ جدید هم امتیاز دهید.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "دیگر پرسیده نشود";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "بعداً";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "امتیاز می‌دهم";

"""#),
        ("fi", #"""
/*
 RatePrompt default copy: Finnish — Suomi (fi)
 Register: Informal “sinä”; the name stays in the nominative (after “sovellus”/“peli”, or as subject) so it never needs a case ending.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Arvioi %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Pidätkö sovelluksesta %@? Anna sille arvio – se vie vain hetken ja auttaa meitä paljon. Kiitos!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Onko pelin %@ pelaaminen ollut hauskaa? Anna pelille arvio – se vie vain hetken ja auttaa meitä paljon. Kiitos!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "%@ on päivitetty. Kiitos aiemmasta arviostasi! Arvioisitko myös uuden version? Se vie vain hetken.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Älä kysy uudelleen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Kysy myöhemmin";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Arvioi nyt";

"""#),
        ("fr", #"""
/*
 RatePrompt default copy: French — Français (fr)
 Register: Formal “vous”; sentence case; narrow no-break space (U+202F) before ? and !.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Noter %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Si vous appréciez %@, pourriez-vous lui donner une note ? Cela ne prend qu’un instant et nous aide beaucoup. Merci !";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Si vous aimez jouer à %@, pourriez-vous lui donner une note ? Cela ne prend qu’un instant et nous aide beaucoup. Merci !";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Merci d’avoir déjà noté %@ ! Auriez-vous un instant pour noter aussi la nouvelle version ?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ne plus demander";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Plus tard";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Noter maintenant";

"""#),
        ("he", #"""
/*
 RatePrompt default copy: Hebrew — עברית (he)
 Register: Gender-neutral plural address; buttons in the infinitive, as in Hebrew system UI; maqaf (U+05BE) joins a prefix to the name.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "דירוג %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "אוהבים את %@? נשמח לדירוג שלכם – זה ייקח רק רגע ויעזור לנו מאוד. תודה!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "נהנים לשחק ב־%@? נשמח לדירוג שלכם – זה ייקח רק רגע ויעזור לנו מאוד. תודה!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "תודה שדירגתם את %@ בעבר! נשמח אם תקדישו רגע גם לדירוג הגרסה החדשה.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "לא לשאול שוב";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "לשאול מאוחר יותר";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "לדרג עכשיו";

"""#),
        ("hi", #"""
/*
 RatePrompt default copy: Hindi — हिन्दी (hi)
 Register: Formal “आप”; everyday app vocabulary (“रेटिंग”, “गेम”, “वर्शन”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ को रेटिंग दें";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "अगर आपको %@ पसंद है, तो कृपया इसे रेटिंग दें। इसमें बस एक पल लगेगा और इससे हमें बहुत मदद मिलेगी। धन्यवाद!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "अगर आपको %@ खेलने में मज़ा आ रहा है, तो कृपया इस गेम को रेटिंग दें। इसमें बस एक पल लगेगा और इससे हमें बहुत मदद मिलेगी। धन्यवाद!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "%@ को पहले रेटिंग देने के लिए धन्यवाद! क्या आप एक पल निकालकर नए वर्शन को भी रेटिंग देंगे?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "फिर से न पूछें";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "बाद में पूछें";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "अभी रेटिंग दें";

"""#),
        ("hr", #"""
/*
 RatePrompt default copy: Croatian — Hrvatski (hr)
 Register: Formal “vi” (lowercase); Croatian standard: “li” questions, “inačica”, “ponovno”, split future (“trebat će”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Ocijenite %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Sviđa li vam se %@? Ocijenite aplikaciju – trebat će vam samo trenutak, a nama ćete puno pomoći. Hvala!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Volite li igrati %@? Ocijenite igru – trebat će vam samo trenutak, a nama ćete puno pomoći. Hvala!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Hvala što ste već ocijenili %@! Hoćete li ocijeniti i novu inačicu? Potrajat će samo trenutak.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ne pitaj ponovno";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Pitaj kasnije";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Ocijenite sada";

"""#),
        ("hu", #"""
/*
 RatePrompt default copy: Hungarian — Magyar (hu)
 Register: Formal (magázás) without “Ön”; “a(z)” before the name, the standard Hungarian convention for placeholders.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ értékelése";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Ha elégedett a(z) %@ alkalmazással, kérjük, értékelje! Csak egy pillanatig tart, és sokat segít nekünk. Köszönjük!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Ha szívesen játszik a(z) %@ játékkal, kérjük, értékelje! Csak egy pillanatig tart, és sokat segít nekünk. Köszönjük!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Köszönjük korábbi értékelését! Kérjük, szánjon egy pillanatot a(z) %@ új verziójának értékelésére is.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ne kérdezzen többé";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Később";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Most értékelem";

"""#),
        ("id", #"""
/*
 RatePrompt default copy: Indonesian — Bahasa Indonesia (id)
 Register: Polite “Anda”.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Beri nilai %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Jika Anda menyukai %@, mohon luangkan waktu sejenak untuk memberi nilai. Ini sangat membantu kami. Terima kasih!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Jika Anda senang memainkan %@, mohon luangkan waktu sejenak untuk memberi nilai. Ini sangat membantu kami. Terima kasih!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Terima kasih telah memberi nilai untuk %@ sebelumnya! Maukah Anda juga menilai versi barunya? Hanya butuh sebentar.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Jangan tanya lagi";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Nanti saja";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Nilai sekarang";

"""#),
        ("it", #"""
/*
 RatePrompt default copy: Italian — Italiano (it)
 Register: Informal “tu”, as in most Italian apps.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Valuta %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Ti piace %@? Lasciaci una valutazione: ci vuole solo un attimo e ci aiuta molto. Grazie!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Ti diverti a giocare a %@? Lasciaci una valutazione: ci vuole solo un attimo e ci aiuta molto. Grazie!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Grazie per aver già valutato %@! Ti va di valutare anche la nuova versione? Ci vuole solo un attimo.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Non chiedere più";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Più tardi";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Valuta ora";

"""#),
        ("ja", #"""
/*
 RatePrompt default copy: Japanese — 日本語 (ja)
 Register: Polite です/ます with honorific requests (〜ください, 〜いただけますか).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@を評価";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "%@を気に入っていただけましたら、ぜひ評価をお寄せください。ほんの数秒で完了します。ご協力ありがとうございます。";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "%@のプレイを楽しんでいただけましたら、ぜひ評価をお寄せください。ほんの数秒で完了します。ご協力ありがとうございます。";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "以前%@を評価していただき、ありがとうございました。新しいバージョンの評価にも、少しだけお時間をいただけますか？";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "今後表示しない";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "あとで";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "今すぐ評価";

"""#),
        ("ko", #"""
/*
 RatePrompt default copy: Korean — 한국어 (ko)
 Register: Polite 합쇼체/해요체; the name is followed by a noun, never by a particle that depends on its last sound.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ 평가하기";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "%@ 사용이 만족스러우셨다면 평가를 남겨 주세요. 잠깐이면 충분하며 저희에게 큰 힘이 됩니다. 감사합니다!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "%@ 플레이가 즐거우셨다면 평가를 남겨 주세요. 잠깐이면 충분하며 저희에게 큰 힘이 됩니다. 감사합니다!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "이전에 %@ 평가를 남겨 주셔서 감사합니다! 새 버전도 잠시 시간을 내어 평가해 주시겠어요?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "다시 묻지 않기";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "나중에";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "지금 평가하기";

"""#),
        ("mk", #"""
/*
 RatePrompt default copy: Macedonian — Македонски (mk)
 Register: Formal “вие” (lowercase); object clitics doubled with the definite noun, so the name never needs one.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Дајте оценка за %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Дали ви се допаѓа %@? Оценете ја апликацијата – ќе ви одземе само миг, а многу ќе ни помогнете. Ви благодариме!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Дали ви е забавно да играте %@? Оценете ја играта – ќе ви одземе само миг, а многу ќе ни помогнете. Ви благодариме!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Ви благодариме што веќе дадовте оценка за %@! Дали би ја оцениле и новата верзија? Ќе ви одземе само миг.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Не прашувај повеќе";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Прашај подоцна";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Оценете сега";

"""#),
        ("ms", #"""
/*
 RatePrompt default copy: Malay — Bahasa Melayu (ms)
 Register: Polite “anda” (lowercase, Malaysian convention); Malaysian vocabulary (“sila”, “masa”, “baharu”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Nilaikan %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Jika anda suka menggunakan %@, sila luangkan sedikit masa untuk memberikan penilaian. Ia amat membantu kami. Terima kasih!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Jika anda seronok bermain %@, sila luangkan sedikit masa untuk memberikan penilaian. Ia amat membantu kami. Terima kasih!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Terima kasih kerana pernah menilai %@! Sudikah anda meluangkan sedikit masa untuk menilai versi baharu juga?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Jangan tanya lagi";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Tanya kemudian";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Nilaikan sekarang";

"""#),
        ("nb", #"""
/*
 RatePrompt default copy: Norwegian Bokmål — Norsk bokmål (nb)
 Register: Informal “du”, the Norwegian norm.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Vurder %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Liker du %@? Gi appen en vurdering – det tar bare et øyeblikk og hjelper oss mye. Takk!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Liker du å spille %@? Gi spillet en vurdering – det tar bare et øyeblikk og hjelper oss mye. Takk!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Takk for at du har vurdert %@ tidligere! Vil du også bruke et øyeblikk på å vurdere den nye versjonen?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ikke spør igjen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Spør senere";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Vurder nå";

"""#),
        ("nl", #"""
/*
 RatePrompt default copy: Dutch — Nederlands (nl)
 Register: Informal “je”, as in most Dutch apps.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ beoordelen";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Bevalt %@ je? Geef de app dan een beoordeling: het duurt maar even en helpt ons enorm. Bedankt!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Speel je %@ graag? Geef het spel dan een beoordeling: het duurt maar even en helpt ons enorm. Bedankt!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Bedankt dat je %@ al eerder hebt beoordeeld! Wil je ook de nieuwe versie even beoordelen?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Niet meer vragen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Later vragen";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Nu beoordelen";

"""#),
        ("pa", #"""
/*
 RatePrompt default copy: Punjabi (Gurmukhi) — ਪੰਜਾਬੀ (pa)
 Register: Formal “ਤੁਸੀਂ”; everyday app vocabulary (“ਰੇਟਿੰਗ”, “ਗੇਮ”, “ਵਰਜ਼ਨ”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ ਨੂੰ ਰੇਟਿੰਗ ਦਿਓ";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "ਜੇ ਤੁਹਾਨੂੰ %@ ਪਸੰਦ ਹੈ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਇਸ ਨੂੰ ਰੇਟਿੰਗ ਦਿਓ। ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਪਲ ਲੱਗੇਗਾ ਅਤੇ ਸਾਡੀ ਬਹੁਤ ਮਦਦ ਹੋਵੇਗੀ। ਧੰਨਵਾਦ!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "ਜੇ ਤੁਹਾਨੂੰ %@ ਖੇਡਣ ਵਿੱਚ ਮਜ਼ਾ ਆ ਰਿਹਾ ਹੈ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਇਸ ਗੇਮ ਨੂੰ ਰੇਟਿੰਗ ਦਿਓ। ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਪਲ ਲੱਗੇਗਾ ਅਤੇ ਸਾਡੀ ਬਹੁਤ ਮਦਦ ਹੋਵੇਗੀ। ਧੰਨਵਾਦ!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "ਪਹਿਲਾਂ %@ ਨੂੰ ਰੇਟਿੰਗ ਦੇਣ ਲਈ ਧੰਨਵਾਦ! ਕੀ ਤੁਸੀਂ ਇੱਕ ਪਲ ਕੱਢ ਕੇ ਨਵੇਂ ਵਰਜ਼ਨ ਨੂੰ ਵੀ ਰੇਟਿੰਗ ਦਿਓਗੇ?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "ਦੁਬਾਰਾ ਨਾ ਪੁੱਛੋ";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "ਬਾਅਦ ਵਿੱਚ ਪੁੱਛੋ";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "ਹੁਣੇ ਰੇਟਿੰਗ ਦਿਓ";

"""#),
        ("pl", #"""
/*
 RatePrompt default copy: Polish — Polski (pl)
 Register: Informal second person singular, “Ci” capitalised as a courtesy; the name stays uninflected.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Oceń %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Podoba Ci się %@? Wystaw ocenę – zajmie to tylko chwilę, a nam bardzo pomoże. Dziękujemy!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Lubisz grać w %@? Wystaw grze ocenę – zajmie to tylko chwilę, a nam bardzo pomoże. Dziękujemy!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Dziękujemy za wcześniejszą ocenę! Czy poświęcisz chwilę, by ocenić także nową wersję %@?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Nie pytaj więcej";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Zapytaj później";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Oceń teraz";

"""#),
        ("pt-BR", #"""
/*
 RatePrompt default copy: Portuguese (Brazil) — Português (Brasil) (pt-BR)
 Register: “Você”, Brazilian usage (“jogar X”, “se divertindo”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Avalie %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Está gostando de %@? Que tal deixar uma avaliação? Leva só um instante e nos ajuda muito. Obrigado!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Está se divertindo jogando %@? Que tal deixar uma avaliação? Leva só um instante e nos ajuda muito. Obrigado!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Obrigado por já ter avaliado %@! Que tal avaliar também a nova versão? Leva só um instante.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Não perguntar mais";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Mais tarde";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Avaliar agora";

"""#),
        ("pt-PT", #"""
/*
 RatePrompt default copy: Portuguese (Portugal) — Português (Portugal) (pt-PT)
 Register: Polite third person without “você”; European vocabulary and enclisis (“aplicação”, “ajuda-nos”, “imenso”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Avaliar %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Se gosta de %@, avalie a aplicação, por favor. Só demora um momento e ajuda-nos imenso. Obrigado!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Se gosta de jogar %@, avalie o jogo, por favor. Só demora um momento e ajuda-nos imenso. Obrigado!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Obrigado por já ter avaliado %@! Pode dedicar um momento a avaliar também a nova versão?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Não voltar a perguntar";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Mais tarde";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Avaliar agora";

"""#),
        ("ro", #"""
/*
 RatePrompt default copy: Romanian — Română (ro)
 Register: Polite plural (“dumneavoastră” forms); comma-below ș and ț.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Evaluați %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Vă place %@? Acordați o notă aplicației – durează doar o clipă și ne ajută mult. Mulțumim!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Vă place să jucați %@? Acordați o notă jocului – durează doar o clipă și ne ajută mult. Mulțumim!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Vă mulțumim că ați evaluat deja %@! Ați dori să evaluați și noua versiune? Durează doar o clipă.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Nu mai întreba";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Mai târziu";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Evaluați acum";

"""#),
        ("ru", #"""
/*
 RatePrompt default copy: Russian — Русский (ru)
 Register: Formal “вы”, lowercase as in Russian UI; “ё” written.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Оцените %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Вам нравится %@? Оцените приложение — это займёт всего минуту и очень нам поможет. Спасибо!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Вам нравится играть в %@? Оцените игру — это займёт всего минуту и очень нам поможет. Спасибо!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Спасибо, что уже оценили %@! Оцените, пожалуйста, и новую версию — это займёт всего минуту.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Больше не спрашивать";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Спросить позже";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Оценить сейчас";

"""#),
        ("sk", #"""
/*
 RatePrompt default copy: Slovak — Slovenčina (sk)
 Register: Formal “vy” (vykanie); buttons in the infinitive.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Ohodnoťte %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Páči sa vám %@? Ohodnoťte aplikáciu – zaberie to len chvíľku a veľmi nám tým pomôžete. Ďakujeme!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Baví vás hrať %@? Ohodnoťte hru – zaberie to len chvíľku a veľmi nám tým pomôžete. Ďakujeme!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Ďakujeme, že ste %@ už raz ohodnotili! Ohodnotíte aj novú verziu? Zaberie to len chvíľku.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Už sa nepýtať";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Opýtať sa neskôr";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Ohodnotiť teraz";

"""#),
        ("sl", #"""
/*
 RatePrompt default copy: Slovenian — Slovenščina (sl)
 Register: Formal “vi” (vikanje) towards the user; the “ask” buttons address the app.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Ocenite %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Ali vam je %@ všeč? Ocenite aplikacijo – vzelo vam bo le trenutek, nam pa boste zelo pomagali. Hvala!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Ali radi igrate %@? Ocenite igro – vzelo vam bo le trenutek, nam pa boste zelo pomagali. Hvala!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Hvala, ker ste %@ že ocenili! Bi si vzeli trenutek in ocenili še novo različico?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Ne sprašuj več";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Vprašaj pozneje";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Ocenite zdaj";

"""#),
        ("sr", #"""
/*
 RatePrompt default copy: Serbian (Cyrillic) — Српски (sr)
 Register: Formal “ви” (lowercase); ekavian; Serbian usage: “да ли”, “да + present”, fused future (“потрајаће”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Оцените %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Да ли вам се допада %@? Оцените апликацију – потрајаће само тренутак, а много ћете нам помоћи. Хвала!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Да ли волите да играте %@? Оцените игру – потрајаће само тренутак, а много ћете нам помоћи. Хвала!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Хвала што сте већ оценили %@! Да ли бисте оценили и нову верзију? Потрајаће само тренутак.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Не питај поново";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Питај касније";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Оцените сада";

"""#),
        ("sv", #"""
/*
 RatePrompt default copy: Swedish — Svenska (sv)
 Register: Informal “du”, the Swedish norm.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Betygsätt %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Gillar du %@? Ge appen ett betyg – det tar bara ett ögonblick och hjälper oss mycket. Tack!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Tycker du om att spela %@? Ge spelet ett betyg – det tar bara ett ögonblick och hjälper oss mycket. Tack!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Tack för att du har betygsatt %@ tidigare! Vill du ta en stund och betygsätta den nya versionen också?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Fråga inte igen";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Fråga senare";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Betygsätt nu";

"""#),
        ("th", #"""
/*
 RatePrompt default copy: Thai — ไทย (th)
 Register: Polite, gender-neutral (no ครับ/ค่ะ); a space separates sentences, no full stops.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "ให้คะแนน %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "หากคุณชอบ %@ โปรดให้คะแนนแอปนี้ ใช้เวลาเพียงครู่เดียวและช่วยเราได้มาก ขอบคุณมาก";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "หากคุณสนุกกับการเล่น %@ โปรดให้คะแนนเกมนี้ ใช้เวลาเพียงครู่เดียวและช่วยเราได้มาก ขอบคุณมาก";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "ขอบคุณที่เคยให้คะแนน %@ โปรดสละเวลาสักครู่ให้คะแนนเวอร์ชันใหม่ด้วย";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "ไม่ต้องถามอีก";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "ไว้ทีหลัง";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "ให้คะแนนเลย";

"""#),
        ("tr", #"""
/*
 RatePrompt default copy: Turkish — Türkçe (tr)
 Register: Formal “siz”; the name is kept free of suffixes (“%@ uygulamasını”, “%@ için”, “%@ oynamak”).
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ için puan verin";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "%@ uygulamasını beğendiyseniz lütfen puanlayın. Yalnızca birkaç saniyenizi alır ve bize çok yardımcı olur. Teşekkür ederiz!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "%@ oynamaktan keyif alıyorsanız lütfen oyunu puanlayın. Yalnızca birkaç saniyenizi alır ve bize çok yardımcı olur. Teşekkür ederiz!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "%@ güncellendi. Daha önceki değerlendirmeniz için teşekkür ederiz! Yeni sürüme de puan verir misiniz?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Bir daha sorma";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Daha sonra sor";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Şimdi puanla";

"""#),
        ("uk", #"""
/*
 RatePrompt default copy: Ukrainian — Українська (uk)
 Register: Formal “ви”, lowercase; “застосунок” for app.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Оцініть %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Вам подобається %@? Оцініть застосунок — це займе лише хвилинку й дуже нам допоможе. Дякуємо!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Вам подобається грати в %@? Оцініть гру — це займе лише хвилинку й дуже нам допоможе. Дякуємо!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Дякуємо, що вже оцінили %@! Оцініть, будь ласка, і нову версію — це займе лише хвилинку.";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Більше не питати";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Запитати пізніше";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Оцінити зараз";

"""#),
        ("ur", #"""
/*
 RatePrompt default copy: Urdu — اردو (ur)
 Register: Formal “آپ”; Urdu letters (ی ہ ے ک) and full stop “۔”.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "%@ کی درجہ بندی کریں";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "اگر آپ کو %@ پسند ہے تو براہِ کرم اس کی درجہ بندی کریں۔ اس میں بس ایک لمحہ لگے گا اور ہماری بہت مدد ہوگی۔ شکریہ!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "اگر آپ کو %@ کھیلنے میں مزہ آ رہا ہے تو براہِ کرم اس کھیل کی درجہ بندی کریں۔ اس میں بس ایک لمحہ لگے گا اور ہماری بہت مدد ہوگی۔ شکریہ!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "%@ کی پچھلی درجہ بندی کا شکریہ! کیا آپ ایک لمحہ نکال کر نئے ورژن کی بھی درجہ بندی کریں گے؟";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "دوبارہ نہ پوچھیں";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "بعد میں پوچھیں";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "ابھی درجہ بندی کریں";

"""#),
        ("vi", #"""
/*
 RatePrompt default copy: Vietnamese — Tiếng Việt (vi)
 Register: Friendly “bạn”.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "Đánh giá %@";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "Nếu bạn thích %@, hãy đánh giá ứng dụng nhé. Chỉ mất một lát nhưng sẽ giúp chúng tôi rất nhiều. Cảm ơn bạn!";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "Nếu bạn thấy vui khi chơi %@, hãy đánh giá trò chơi nhé. Chỉ mất một lát nhưng sẽ giúp chúng tôi rất nhiều. Cảm ơn bạn!";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "Cảm ơn bạn đã đánh giá %@ trước đây! Bạn có thể dành chút thời gian đánh giá cả phiên bản mới không?";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "Không hỏi lại";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "Hỏi lại sau";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "Đánh giá ngay";

"""#),
        ("zh-HK", #"""
/*
 RatePrompt default copy: Chinese (Traditional, Hong Kong) — 繁體中文（香港） (zh-HK)
 Register: “你” as usual in Hong Kong apps; Hong Kong written usage (“如”, “抽點時間”, “早前”, “即時”, “多謝”); 「」 quotes.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "為「%@」評分";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "如你喜歡「%@」，請為它評個分。只需片刻，卻對我們很有幫助。多謝！";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "如你玩「%@」玩得開心，請為它評個分。只需片刻，卻對我們很有幫助。多謝！";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "多謝你早前為「%@」評分！可否抽點時間，也為新版本評分？";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "不用再問";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "稍後再說";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "即時評分";

"""#),
        ("zh-Hans", #"""
/*
 RatePrompt default copy: Chinese (Simplified) — 简体中文 (zh-Hans)
 Register: Polite “您”; the name in “ ” quotes; full-width punctuation.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "为“%@”评分";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "如果您喜欢“%@”，欢迎为它评分。只需片刻，却能给我们很大帮助。谢谢！";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "如果您玩“%@”玩得开心，欢迎为它评分。只需片刻，却能给我们很大帮助。谢谢！";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "感谢您之前为“%@”评分！能否花点时间，也为新版本评个分？";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "不再询问";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "以后再说";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "立即评分";

"""#),
        ("zh-Hant", #"""
/*
 RatePrompt default copy: Chinese (Traditional, Taiwan) — 繁體中文（台灣） (zh-Hant)
 Register: Polite “您”; Taiwan usage and 「」 quotes; full-width punctuation.
 Voice and rules for every key: Localizations/README.md
*/

/* Title of the rating alert: one short line in bold above the message. %@ is the app’s display name. */
"iRateMessageTitle" = "為「%@」評分";

/* Message of the rating alert when the app is not a game. %@ is the app’s display name. Ask the user to rate the app, say that it only takes a moment, and thank them. */
"iRateAppMessage" = "如果您喜歡「%@」，歡迎為它評分。只需幾秒鐘，卻能幫我們很大的忙。謝謝！";

/* Message of the rating alert when the app is a game (App Store genre Games). %@ is the game’s display name. Same request as iRateAppMessage, but about playing the game; never call it an app. */
"iRateGameMessage" = "如果您玩「%@」玩得開心，歡迎為它評分。只需幾秒鐘，卻能幫我們很大的忙。謝謝！";

/* Message of the rating alert shown instead of the app or game message to someone who rated an earlier version: ask them to rate the new version too. %@ is the app’s display name. */
"iRateUpdateMessage" = "感謝您先前為「%@」評分！可以再花點時間為新版本評分嗎？";

/* Button in the rating alert: the user declines and is never asked again, in any later version either. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateCancelButton" = "不再詢問";

/* Button in the rating alert: the user wants to be asked again after the remind period. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRemindButton" = "以後再說";

/* Button in the rating alert: opens the App Store page where the user rates and reviews the app. No placeholder. Keep it short (ideally 18 characters or fewer in Latin script), no end punctuation. */
"iRateRateButton" = "立即評分";

"""#),
    ]
}
