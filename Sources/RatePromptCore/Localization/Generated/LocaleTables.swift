// Generated from the toolchain's ICU by LocaleTablesGenerator (Tests/LocaleMatcherICUTests); do not edit.
// Regenerate every generated file: scripts/regenerate (needs the Linux toolchain's lib_FoundationICU).
//
// Facts probed from Apple's ICU fork as shipped in the Swift 6.3.1 Linux toolchain (lib_FoundationICU.so,
// ICU 76.1, CLDR 46) through its C API: uloc_addLikelySubtags over every 2- and 3-letter language code, every
// region code ICU knows (2 letters, 3 digits) and every script code; ures_getLocParent (the CLDR parentLocales
// table compiled into ICU) over every language/script/region combination; the metadata/alias/language resource;
// and uloc_getBaseName over every 3-letter language and region code. Each blob is space-separated `key:value` items,
// parsed once on first use. Regenerate when the pinned CLDR version changes.

import RatePromptFormats

enum LocaleTables {
    /// CLDR parentLocales as ICU's ures_getLocParent answers it: child:parent (359 entries).
    static let cldrParentLocales = """
        ar_Latn:root as_Latn:root az_Arab:root az_Cyrl:root bal_Latn:root ber_Latn:root blt_Latn:root bm_Nkoo:root
        bn_Latn:root bs_Cyrl:root byn_Latn:root cu_Glag:root dje_Arab:root dyo_Arab:root el_Latn:root en_150:en_001
        en_AD:en_150 en_AF:en_001 en_AG:en_001 en_AI:en_001 en_AL:en_150 en_AM:en_001 en_AO:en_001 en_AR:en_001
        en_AT:en_150 en_AU:en_001 en_AW:en_001 en_AX:en_001 en_AZ:en_001 en_BA:en_150 en_BB:en_001 en_BD:en_001
        en_BE:en_150 en_BF:en_001 en_BG:en_150 en_BH:en_001 en_BJ:en_001 en_BL:en_001 en_BM:en_001 en_BN:en_001
        en_BO:en_001 en_BQ:en_001 en_BR:en_001 en_BS:en_001 en_BW:en_001 en_BY:en_150 en_BZ:en_001 en_CC:en_001
        en_CD:en_001 en_CF:en_001 en_CG:en_001 en_CH:en_150 en_CI:en_001 en_CK:en_001 en_CM:en_001 en_CR:en_001
        en_CU:en_001 en_CV:en_001 en_CX:en_001 en_CY:en_001 en_CZ:en_150 en_DE:en_150 en_DG:en_001 en_DK:en_150
        en_DM:en_001 en_DO:en_001 en_DZ:en_001 en_Dsrt:root en_EC:en_001 en_EE:en_150 en_EG:en_001 en_EH:en_001
        en_ER:en_001 en_ES:en_150 en_ET:en_001 en_FI:en_150 en_FJ:en_001 en_FK:en_001 en_FM:en_001 en_FO:en_150
        en_FR:en_150 en_GA:en_001 en_GB:en_001 en_GD:en_001 en_GE:en_150 en_GF:en_001 en_GG:en_001 en_GH:en_001
        en_GI:en_001 en_GL:en_150 en_GM:en_001 en_GN:en_001 en_GP:en_001 en_GQ:en_001 en_GR:en_150 en_GT:en_001
        en_GY:en_001 en_HK:en_001 en_HN:en_001 en_HR:en_150 en_HT:en_001 en_HU:en_150 en_IC:en_001 en_ID:en_001
        en_IE:en_001 en_IL:en_001 en_IM:en_001 en_IN:en_001 en_IO:en_001 en_IQ:en_001 en_IS:en_150 en_IT:en_150
        en_JE:en_001 en_JM:en_001 en_JO:en_001 en_KE:en_001 en_KG:en_001 en_KH:en_001 en_KI:en_001 en_KM:en_001
        en_KN:en_001 en_KW:en_001 en_KY:en_001 en_KZ:en_001 en_LA:en_001 en_LB:en_001 en_LC:en_001 en_LI:en_150
        en_LK:en_001 en_LR:en_001 en_LS:en_001 en_LT:en_150 en_LU:en_150 en_LV:en_150 en_LY:en_001 en_MA:en_001
        en_MC:en_150 en_MD:en_150 en_ME:en_150 en_MF:en_001 en_MG:en_001 en_MK:en_150 en_ML:en_001 en_MM:en_001
        en_MN:en_001 en_MO:en_001 en_MQ:en_001 en_MR:en_001 en_MS:en_001 en_MT:en_001 en_MU:en_001 en_MV:en_001
        en_MW:en_001 en_MY:en_001 en_MZ:en_001 en_NA:en_001 en_NC:en_001 en_NE:en_001 en_NF:en_001 en_NG:en_001
        en_NI:en_001 en_NL:en_150 en_NO:en_150 en_NP:en_001 en_NR:en_001 en_NU:en_001 en_NZ:en_001 en_OM:en_001
        en_PE:en_001 en_PF:en_001 en_PG:en_001 en_PK:en_001 en_PL:en_150 en_PM:en_001 en_PN:en_001 en_PS:en_001
        en_PT:en_150 en_PW:en_001 en_QA:en_001 en_RE:en_001 en_RO:en_150 en_RS:en_150 en_RU:en_150 en_RW:en_001
        en_SB:en_001 en_SC:en_001 en_SD:en_001 en_SE:en_150 en_SG:en_001 en_SH:en_001 en_SI:en_150 en_SJ:en_001
        en_SK:en_150 en_SL:en_001 en_SM:en_001 en_SN:en_001 en_SO:en_001 en_SS:en_001 en_ST:en_001 en_SV:en_001
        en_SX:en_001 en_SY:en_001 en_SZ:en_001 en_Shaw:root en_TC:en_001 en_TD:en_001 en_TF:en_001 en_TG:en_001
        en_TH:en_001 en_TJ:en_001 en_TK:en_001 en_TL:en_001 en_TM:en_001 en_TN:en_001 en_TO:en_001 en_TT:en_001
        en_TV:en_001 en_TZ:en_001 en_UA:en_150 en_UG:en_001 en_UY:en_001 en_UZ:en_001 en_VA:en_150 en_VC:en_001
        en_VE:en_001 en_VG:en_001 en_VN:en_001 en_VU:en_001 en_WF:en_001 en_WS:en_001 en_YE:en_001 en_YT:en_001
        en_ZA:en_001 en_ZM:en_001 en_ZW:en_001 es_AG:es_419 es_AI:es_419 es_AR:es_419 es_AW:es_419 es_BB:es_419
        es_BL:es_419 es_BM:es_419 es_BO:es_419 es_BQ:es_419 es_BR:es_419 es_BS:es_419 es_BZ:es_419 es_CA:es_419
        es_CL:es_419 es_CO:es_419 es_CR:es_419 es_CU:es_419 es_CW:es_419 es_DM:es_419 es_DO:es_419 es_EC:es_419
        es_FK:es_419 es_GD:es_419 es_GF:es_419 es_GL:es_419 es_GP:es_419 es_GT:es_419 es_GY:es_419 es_HN:es_419
        es_HT:es_419 es_JP:es_419 es_KN:es_419 es_KY:es_419 es_LC:es_419 es_MF:es_419 es_MQ:es_419 es_MS:es_419
        es_MX:es_419 es_NI:es_419 es_PA:es_419 es_PE:es_419 es_PM:es_419 es_PR:es_419 es_PY:es_419 es_SR:es_419
        es_SV:es_419 es_SX:es_419 es_TC:es_419 es_TT:es_419 es_US:es_419 es_UY:es_419 es_VC:es_419 es_VE:es_419
        es_VG:es_419 es_VI:es_419 ff_Adlm:root ff_Arab:root gu_Latn:root ha_Arab:root he_Latn:root hi_Latn:en_IN
        ht:fr_HT iu_Latn:root ja_Latn:root kaa_Latn:root kk_Arab:root kn_Latn:root kok_Latn:root ks_Deva:root
        ku_Arab:root kxv_Deva:root kxv_Orya:root kxv_Telu:root ky_Arab:root ky_Latn:root ml_Arab:root ml_Latn:root
        mn_Mong:root mni_Mtei:root mr_Latn:root ms_Arab:root nb:no nn:no no_NO:no or_Latn:root pa_Arab:root
        pa_Latn:root pt_AO:pt_PT pt_CH:pt_PT pt_CV:pt_PT pt_FR:pt_PT pt_GQ:pt_PT pt_GW:pt_PT pt_LU:pt_PT pt_MO:pt_PT
        pt_MZ:pt_PT pt_ST:pt_PT pt_TL:pt_PT rej_Rjng:root ru_Latn:root sa_Latn:root sat_Deva:root sd_Deva:root
        sd_Khoj:root sd_Sind:root shi_Latn:root so_Arab:root sr_Latn:root sw_Arab:root ta_Latn:root te_Latn:root
        tg_Arab:root ug_Cyrl:root ur_Latn:root uz_Arab:root uz_Cyrl:root vai_Latn:root wo_Arab:root yi_Latn:root
        yo_Arab:root yue_Hans:root zh_Hant:root zh_Hant_MO:zh_Hant_HK zh_Latn:root
        """
    /// ICU metadata/alias/language: key:replacement (498 entries; replacements use `_`).
    package static let languageAliases = """
        aa_saaho:ssy aam:aas aar:aa abk:ab adp:dz afr:af agp:apf ais:ami ajp:apc ajt:aeb aju:jrb aka:ak alb:sq als:sq
        amh:am ara:ar arb:ar arg:an arm:hy art_lojban:jbo asd:snz asm:as aue:ktz ava:av ave:ae aym:ay ayr:ay ayx:nun
        aze:az azj:az bak:ba bam:bm baq:eu baz:nvo bcc:bal bcl:bik bel:be ben:bn bgm:bcg bh:bho bhk:fbl bic:bir
        bih:bho bis:bi bjd:drl bjq:bzc bkb:ebk blg:iba bod:bo bos:bs bre:br btb:beb bul:bg bur:my bxk:luy bxr:bua
        cat:ca ccq:rki cel_gaulish:xtg ces:cs cha:ch che:ce chi:zh chu:cu chv:cv cjr:mom cka:cmr cld:syr cmk:xch
        cmn:zh cnr:sr_ME cor:kw cos:co coy:pij cqu:quh cre:cr cwd:cr cym:cy cze:cs daf:dnj dan:da dap:njz deu:de
        dgo:doi dhd:mwr dik:din diq:zza dit:dif div:dv djl:dze dkl:aqd drh:mn drr:kzk drw:fa_AF dud:uth duj:dwu dut:nl
        dwl:dbt dzo:dz ekk:et ell:el elp:amq emk:man en_GB_oed:en_GB_oxendict eng:en epo:eo esk:ik est:et eus:eu
        ewe:ee fao:fo fas:fa fat:ak fij:fj fin:fi fra:fr fre:fr fry:fy fuc:ff ful:ff gav:dev gaz:om gbc:wny gbo:grb
        geo:ka ger:de gfx:vaj ggn:gvr ggo:esg ggr:gtu gio:aou gla:gd gle:ga glg:gl gli:kzk glv:gv gno:gon gom:kok
        gre:el grn:gn gti:nyc gug:gn guj:gu guv:duz gya:gba hat:ht hau:ha hbs:sr_Latn hdn:hai hea:hmn heb:he her:hz
        him:srx hin:hi hmo:ho hrr:jal hrv:hr hun:hu hy_arevmda:hyw hye:hy i_ami:ami i_bnn:bnn i_default:en_x_i_default
        i_enochian:und_x_i_enochian i_hak:hak i_klingon:tlh i_lux:lb i_mingo:see_x_i_mingo i_navajo:nv i_pwn:pwn
        i_tao:tao i_tay:tay i_tsu:tsu ibi:opa ibo:ig ice:is ido:io iii:ii ike:iu iku:iu ile:ie ill:ilm ilw:gal in:id
        ina:ia ind:id ipk:ik isl:is ita:it iw:he izi:eza jar:jgk jav:jv jeg:oyb ji:yi jpn:ja jw:jv kal:kl kan:kn
        kas:ks kat:ka kau:kr kaz:kk kdv:zkd kgc:tdf kgd:ncq kgh:kml kgm:plu khk:mn khm:km kik:ki kin:rw kir:ky kmr:ku
        knc:kr kng:kg koj:kwv kom:kv kon:kg kor:ko kpp:jkm kpv:kv krm:bmf ktr:dtp kua:kj kur:ku kvs:gdj kwq:yam
        kxe:tvd kxl:kru kzh:dgl kzj:dtp kzt:dtp lak:ksp lao:lo lat:la lav:lv lbk:bnc leg:enl lii:raq lim:li lin:ln
        lit:lt llo:ngt lmm:rmx ltz:lb lub:lu lug:lg lvs:lv mac:mk mah:mh mal:ml mao:mi mar:mr may:ms meg:cir mgx:jbk
        mhr:chm mkd:mk mlg:mg mlt:mt mnk:man mnt:wnn mo:ro mof:xnt mol:ro mon:mn mri:mi msa:ms mst:mry mup:raj mwd:dmw
        mwj:vaj mya:my myd:aog myt:mry nad:xny nau:na nav:nv nbf:nru nbl:nr nbx:ekc ncp:kdz nde:nd ndo:ng nep:ne
        nld:nl nln:azd nlr:nrk nno:nn nns:nbr nnx:ngv no_bok:nb no_bokmal:nb no_nyn:nn no_nynorsk:nn nob:nb nom:cbr
        noo:dtd nor:no npi:ne nts:pij nxu:bpp nya:ny oci:oc ojg:oj oji:oj ori:or orm:om ory:or oss:os oun:vaj pan:pa
        pat:kxr pbu:ps pcr:adx per:fa pes:fa pli:pi plt:mg pmc:huw pmk:crr pmu:phr pnb:lah pol:pl por:pt ppa:bfy
        ppr:lcq prp:gu prs:fa_AF pry:prt pus:ps puz:pub que:qu quz:qu rmr:emx rmy:rom roh:rm ron:ro rum:ro run:rn
        rus:ru sag:sg san:sa sap:aqt sca:hle scc:sr scr:hr sgl:isk sgn_BE_FR:sfb sgn_BE_NL:vgt sgn_BR:bzs
        sgn_CH_DE:sgg sgn_CO:csn sgn_DE:gsg sgn_DK:dsl sgn_ES:ssp sgn_FR:fsl sgn_GB:bfi sgn_GR:gss sgn_IE:isg
        sgn_IT:ise sgn_JP:jsl sgn_MX:mfs sgn_NI:ncs sgn_NL:dse sgn_NO:nsi sgn_PT:psr sgn_SE:swl sgn_US:ase sgn_ZA:sfs
        sh:sr_Latn sin:si skk:oyb slk:sk slo:sk slv:sl smd:kmb sme:se smo:sm sna:sn snb:iba snd:sd som:so sot:st
        spa:es spy:kln sqi:sq src:sc srd:sc srp:sr ssw:ss sul:sgd sum:ulw sun:su swa:sw swc:sw_CD swe:sv swh:sw
        szd:umi tah:ty tam:ta tat:tt tdu:dtp tel:te tgg:bjp tgk:tg tgl:fil tha:th thc:tpo thw:ola thx:oyb tib:bo
        tid:itd tie:ras tir:ti tkk:twm tl:fil tlw:weo tmk:tdg tmp:tyj tne:kak tnf:fa_AF ton:to tpw:tpn tsf:taj tsn:tn
        tso:ts ttq:tmh tuk:tk tur:tr tw:ak twi:ak uig:ug ukr:uk umu:del und_aaland:und_AX und_arevela:und
        und_arevmda:und und_bokmal:und und_hakka:und und_hepburn_heploc:und_alalc97 und_lojban:und und_nynorsk:und
        und_saaho:und und_xiang:und unp:wro uok:ema urd:ur uzb:uz uzn:uz ven:ve vie:vi vol:vo wel:cy wgw:wgb wit:nol
        wiw:nwo wln:wa wol:wo xba:cax xho:xh xia:acn xkh:waw xpe:kpe xrq:dmw xsj:suj xsl:den xss:zko ybd:rki ydd:yi
        yen:ynq yid:yi yiy:yrm yma:lrr ymt:mtm yor:yo yos:zom yuu:yug zai:zap zh_cmn:zh zh_cmn_Hans:zh_Hans
        zh_cmn_Hant:zh_Hant zh_gan:gan zh_guoyu:zh zh_hakka:hak zh_min:nan_x_zh_min zh_min_nan:nan zh_wuu:wuu
        zh_xiang:hsn zh_yue:yue zha:za zho:zh zir:scv zkb:kjh zsm:ms zul:zu zyb:za
        """
    /// ISO 639-2 codes that uloc_getBaseName shortens to their 2-letter code (185).
    static let threeLetterLanguages = """
        aar:aa abk:ab afr:af aka:ak amh:am ara:ar arg:an asm:as ava:av ave:ae aym:ay aze:az bak:ba bam:bm bel:be
        ben:bn bis:bi bod:bo bos:bs bre:br bul:bg cat:ca ces:cs cha:ch che:ce chu:cu chv:cv cor:kw cos:co cre:cr
        cym:cy dan:da deu:de div:dv dzo:dz ell:el eng:en epo:eo est:et eus:eu ewe:ee fao:fo fas:fa fij:fj fin:fi
        fra:fr fry:fy ful:ff gla:gd gle:ga glg:gl glv:gv grn:gn guj:gu hat:ht hau:ha heb:he her:hz hin:hi hmo:ho
        hrv:hr hun:hu hye:hy ibo:ig ido:io iii:ii iku:iu ile:ie ina:ia ind:id ipk:ik isl:is ita:it jav:jv jaw:jw
        jpn:ja kal:kl kan:kn kas:ks kat:ka kau:kr kaz:kk khm:km kik:ki kin:rw kir:ky kom:kv kon:kg kor:ko kua:kj
        kur:ku lao:lo lat:la lav:lv lim:li lin:ln lit:lt ltz:lb lub:lu lug:lg mah:mh mal:ml mar:mr mkd:mk mlg:mg
        mlt:mt mol:mo mon:mn mri:mi msa:ms mya:my nau:na nav:nv nbl:nr nde:nd ndo:ng nep:ne nld:nl nno:nn nob:nb
        nor:no nya:ny oci:oc oji:oj ori:or orm:om oss:os pan:pa pli:pi pol:pl por:pt pus:ps que:qu roh:rm ron:ro
        run:rn rus:ru sag:sg san:sa sin:si slk:sk slv:sl sme:se smo:sm sna:sn snd:sd som:so sot:st spa:es sqi:sq
        srd:sc srp:sr ssw:ss sun:su swa:sw swe:sv tah:ty tam:ta tat:tt tel:te tgk:tg tgl:tl tha:th tir:ti ton:to
        tsn:tn tso:ts tuk:tk tur:tr twi:tw uig:ug ukr:uk urd:ur uzb:uz ven:ve vie:vi vol:vo wln:wa wol:wo xho:xh
        yid:yi yor:yo zha:za zho:zh zul:zu
        """
    /// ISO 3166 alpha-3 codes that uloc_getBaseName shortens to alpha-2 (267).
    static let threeLetterRegions = """
        ABW:AW AFG:AF AGO:AO AIA:AI ALA:AX ALB:AL AND:AD ANT:AN ARE:AE ARG:AR ARM:AM ASC:AC ASM:AS ATA:AQ ATF:TF
        ATG:AG AUS:AU AUT:AT AZE:AZ BDI:BI BEL:BE BEN:BJ BES:BQ BFA:BF BGD:BD BGR:BG BHR:BH BHS:BS BIH:BA BLM:BL
        BLR:BY BLZ:BZ BMU:BM BOL:BO BRA:BR BRB:BB BRN:BN BTN:BT BUR:BU BVT:BV BWA:BW CAF:CF CAN:CA CCK:CC CHE:CH
        CHL:CL CHN:CN CIV:CI CMR:CM COD:CD COG:CG COK:CK COL:CO COM:KM CPT:CP CPV:CV CRI:CR CRQ:CQ CUB:CU CUW:CW
        CXR:CX CYM:KY CYP:CY CZE:CZ DEU:DE DGA:DG DJI:DJ DMA:DM DNK:DK DOM:DO DZA:DZ ECU:EC EGY:EG ERI:ER ESH:EH
        ESP:ES EST:EE ETH:ET FIN:FI FJI:FJ FLK:FK FRA:FR FRO:FO FSM:FM FXX:FX GAB:GA GBR:GB GEO:GE GGY:GG GHA:GH
        GIB:GI GIN:GN GLP:GP GMB:GM GNB:GW GNQ:GQ GRC:GR GRD:GD GRL:GL GTM:GT GUF:GF GUM:GU GUY:GY HKG:HK HMD:HM
        HND:HN HRV:HR HTI:HT HUN:HU IDN:ID IMN:IM IND:IN IOT:IO IRL:IE IRN:IR IRQ:IQ ISL:IS ISR:IL ITA:IT JAM:JM
        JEY:JE JOR:JO JPN:JP KAZ:KZ KEN:KE KGZ:KG KHM:KH KIR:KI KNA:KN KOR:KR KWT:KW LAO:LA LBN:LB LBR:LR LBY:LY
        LCA:LC LIE:LI LKA:LK LSO:LS LTU:LT LUX:LU LVA:LV MAC:MO MAF:MF MAR:MA MCO:MC MDA:MD MDG:MG MDV:MV MEX:MX
        MHL:MH MKD:MK MLI:ML MLT:MT MMR:MM MNE:ME MNG:MN MNP:MP MOZ:MZ MRT:MR MSR:MS MTQ:MQ MUS:MU MWI:MW MYS:MY
        MYT:YT NAM:NA NCL:NC NER:NE NFK:NF NGA:NG NIC:NI NIU:NU NLD:NL NOR:NO NPL:NP NRU:NR NZL:NZ OMN:OM PAK:PK
        PAN:PA PCN:PN PER:PE PHL:PH PLW:PW PNG:PG POL:PL PRI:PR PRK:KP PRT:PT PRY:PY PSE:PS PYF:PF QAT:QA REU:RE
        ROM:RO ROU:RO RUS:RU RWA:RW SAU:SA SCG:CS SDN:SD SEN:SN SGP:SG SGS:GS SHN:SH SJM:SJ SLB:SB SLE:SL SLV:SV
        SMR:SM SOM:SO SPM:PM SRB:RS SSD:SS STP:ST SUN:SU SUR:SR SVK:SK SVN:SI SWE:SE SWZ:SZ SXM:SX SYC:SC SYR:SY
        TAA:TA TCA:TC TCD:TD TGO:TG THA:TH TJK:TJ TKL:TK TKM:TM TLS:TL TMP:TP TON:TO TTO:TT TUN:TN TUR:TR TUV:TV
        TWN:TW TZA:TZ UGA:UG UKR:UA UMI:UM URY:UY USA:US UZB:UZ VAT:VA VCT:VC VEN:VE VGB:VG VIR:VI VNM:VN VUT:VU
        WLF:WF WSM:WS XEA:EA XIC:IC XKK:XK YEM:YE YMD:YD YUG:YU ZAF:ZA ZAR:ZR ZMB:ZM ZWE:ZW
        """
    /// Likely subtags of every language ICU knows (7196): `=Script` starts a group, then language:defaultRegion.
    static let likelyLanguages = """
        =Latn aa:ET aaa:NG aab:NG aac:PG aad:PG aae:IT aag:PG aah:PG aai:PG aak:PG aal:CM aan:BR aap:BR aaq:US aas:TZ
        aau:PG aaw:PG aax:ID aaz:ID aba:CI abb:CM abc:PH abd:PH abe:CA abf:MY abg:PG abi:CI abm:NG abn:NG abo:NG
        abp:PH abr:GH abs:ID abt:PG abu:CI abw:PG abx:PH aby:PG abz:ID aca:CO acb:NG acd:GH ace:ID acf:LC ach:UG
        acn:CN acp:NG acr:GT acs:BR act:NL acu:EC acv:US acy:CY acz:SD ada:GH adb:TL add:CM ade:TG adg:AU adh:UG
        adi:IN adj:CI adl:IN adn:ID ado:PG adq:GH adr:ID adt:AU adu:NG adw:BR adz:PG aea:AU aek:NC ael:CM aem:VN
        aer:AU aeu:CN aew:PG aey:PG aez:PG af:ZA afd:PG afe:NG afh:GH afi:PG afk:PG afn:NG afo:NG afp:PG afs:MX afu:GH
        afz:ID aga:PE agb:NG agc:NG agd:PG age:PG agf:ID agg:PG agh:CD agk:PH agl:PG agm:PG agn:PH ago:PG agq:CM
        agr:PE ags:CM agt:PH agu:GT agv:PH agw:SB agy:PH agz:PH aha:GH ahb:VU ahh:ID ahi:CI ahk:MM ahl:TG ahm:CI
        ahn:NG ahp:CI ahs:NG aht:US aia:SB aic:PG aid:AU aie:PG aif:PG aig:AG aik:NG ail:PG aim:IN aip:ID air:ID
        ait:BR aiw:ET aix:PG aiy:CF aja:SS ajg:BJ aji:NC ajn:AU ajw:NG ajz:IN ak:GH akb:ID akc:ID akd:NG ake:GY akf:NG
        akg:ID akh:PG aki:PG akl:PH ako:SR akp:GH akq:PG akr:VU aks:TG akt:PG aku:CM akw:CG akz:US ala:NG alc:CL
        ald:CI ale:US alf:NG alh:AU ali:PG alj:PH alm:VU aln:XK alo:ID alp:ID alq:CA alu:SB alx:PG aly:AU alz:CD
        ama:BR amb:NG amc:PE ame:PE amf:ET amg:AU ami:TW amj:TD amk:ID amm:PG amn:PG amo:NG amp:PG amq:ID amr:PE
        amt:PG amu:MX amv:ID amx:AU amy:AU amz:AU an:ES ana:CO anb:PE anc:NG and:ID ane:NC anf:GH ang:GB anh:PG anj:PG
        ank:NG anl:MM anm:IN ann:NG ano:CO ans:CO ant:AU anv:CM anw:NG anx:PG any:CI anz:PG aoa:ST aob:PG aoc:VE
        aod:PG aoe:PG aof:PG aog:PG aoi:AU aoj:PG aok:NC aol:ID aom:PG aon:PG aor:VU aos:ID aox:GY aoz:ID apb:SB
        ape:PG apf:PH apg:ID api:BR apj:US apk:US apl:US apm:US apn:BR apo:PG app:VU apr:PG aps:PG apt:IN apu:BR
        apv:BR apw:US apx:ID apy:BR apz:PG aqd:ML aqg:NG aqk:NG aqm:ID aqn:PH aqr:NC aqt:PY aqz:BR ard:AU are:AU
        arh:CO ari:US arj:BR ark:BR arl:PE arn:CL aro:BO arp:US arr:BR aru:BR arw:SR arx:BR asa:TZ asb:CA asc:ID
        asg:NG ash:PE asi:ID asj:CM asl:ID asn:BR aso:PG ass:CM ast:ES asu:BR asv:CD asx:PG asy:ID asz:ID ata:PG
        atb:CN atc:PE atd:PH ate:PG atg:NG ati:CI atj:CA atk:PH atl:PH atm:PH ato:CM atp:PH atq:ID atr:BR ats:US
        att:PH atu:SS atw:US atx:BR aty:VU atz:PH aua:SB auc:EC aud:SB aug:BJ auh:ZM aui:PG auk:PG aul:VU aum:NG
        aun:PG auo:NG aup:PG auq:ID aur:PG aut:PF auu:ID auw:ID auy:PG avb:PG avi:CI avk:001 avm:AU avn:GH avo:BR
        avs:PE avt:PG avu:SS avv:BR awb:PG awc:NG awe:BR awg:AU awh:ID awi:PG awk:AU awm:PG awo:NG awr:ID aws:ID
        awt:BR awu:ID awv:ID aww:PG awx:PG awy:ID axb:AR axe:AU axg:BR axk:CF axl:AU axx:NC ay:BO aya:PG ayb:BJ ayc:PE
        ayd:AU aye:NG ayg:TG ayi:NG ayk:NG ayo:PY ayq:PG ays:PH ayt:PH ayu:NG ayz:ID az:AZ azd:MX azg:MX azm:MX azn:MX
        azo:CM azt:PH azz:MX baa:SB bab:GW bac:ID bae:VE baf:CM bag:CM bah:BS baj:ID ban:ID bao:CO bar:AT bas:CM
        bau:NG bav:CM baw:CM bay:ID bba:BJ bbb:PG bbc:ID bbd:PG bbe:CD bbf:PG bbg:GA bbi:CM bbj:CM bbk:CM bbm:CD
        bbn:PG bbo:BF bbp:CF bbq:CM bbr:PG bbs:NG bbt:NG bbu:NG bbv:PG bbw:CM bbx:CM bby:CM bca:CN bcb:SN bcd:ID
        bce:CM bcf:PG bcg:GN bch:PG bci:CI bcj:AU bck:AU bcm:PG bcn:NG bco:PG bcp:CD bcr:CA bcs:NG bct:CD bcu:PG
        bcv:NG bcw:CM bcy:NG bcz:SN bda:SN bdb:ID bdc:CO bdd:PG bde:NG bdf:PG bdg:MY bdh:SS bdi:SD bdj:SS bdk:AZ
        bdl:ID bdm:TD bdn:CM bdo:TD bdp:TZ bdq:VN bdr:MY bds:TZ bdt:CF bdu:CM bdw:ID bdx:ID bdy:AU bea:CA beb:CM
        bec:CM bed:ID bef:PG beh:BJ bei:ID bek:PG bem:ZM beo:PG bep:ID beq:CG bes:TD bet:CI beu:ID bev:CI bew:ID
        bex:SS bey:PG bez:TZ bfa:SS bfc:CN bfd:CM bfe:ID bff:CF bfg:ID bfh:PG bfj:CM bfl:CF bfm:CM bfn:TL bfo:BF
        bfp:CM bfs:CN bfx:PH bga:NG bgb:ID bgf:CM bgg:IN bgi:PH bgj:CM bgo:GN bgr:IN bgs:PH bgt:SB bgu:NG bgv:ID
        bgy:ID bgz:ID bhc:ID bhf:PG bhg:PG bhl:PG bhp:ID bhq:ID bhr:MG bhs:CM bhv:ID bhw:ID bhy:CD bhz:ID bi:VU bia:AU
        bib:BF bid:TD bie:PG bif:GW big:PG bik:PH bil:NG bim:GH bin:NG bio:PG bip:CD biq:PG bir:PG bit:PG biu:IN
        biv:GH biw:CM biz:CD bja:CD bjb:AU bjc:PG bjg:GW bjh:PG bji:ET bjk:PG bjl:PG bjn:ID bjo:CF bjp:PG bjr:PG
        bjs:BB bjt:SN bju:CM bjv:TD bjw:CI bjx:PH bjy:AU bjz:PG bka:NG bkc:CM bkd:PH bkf:CD bkg:CF bkh:CM bki:VU
        bkj:CF bkl:ID bkm:CM bkn:ID bko:CM bkp:CD bkq:BR bkr:ID bks:PH bkt:CD bku:PH bkv:NG bkw:CG bkx:TL bky:NG
        bkz:ID bla:CA blb:SB blc:CA bld:ID ble:GW blf:ID blh:LR bli:CD blj:ID blm:SS bln:PH blo:BJ blp:SB blq:PG
        blr:CN bls:ID blv:AO blw:PH blx:PH bly:BJ blz:ID bm:ML bma:NG bmb:CD bmc:PG bmd:GN bme:CF bmf:SL bmg:CD bmh:PG
        bmi:TD bmk:PG bml:CD bmm:MG bmn:PG bmo:CM bmp:PG bmq:ML bmr:CO bms:NE bmu:PG bmv:CM bmw:CG bmx:PG bmz:PG
        bna:ID bnb:MY bnc:PH bnd:ID bne:ID bnf:ID bng:GQ bni:CD bnj:PH bnk:VU bnm:GQ bnn:TW bno:PH bnp:PG bnq:ID
        bnr:VU bnu:ID bnv:ID bnw:PG bnx:CD bny:MY bnz:CM boa:PE bob:KE boe:CM bof:BF boh:CD boj:PG bok:CG bol:NG
        bom:NG bon:PG boo:ML bop:PG boq:PG bor:BR bot:SS bou:TZ bov:GH bow:PG box:BF boy:CF boz:ML bpa:VU bpc:CM
        bpd:CF bpe:PG bpg:ID bpi:PG bpj:CD bpk:NC bpl:AU bpm:PG bpo:ID bpp:ID bpq:ID bpr:PH bps:PH bpt:AU bpu:PG
        bpv:ID bpw:PG bpz:ID bqa:BJ bqb:ID bqc:BJ bqd:CM bqf:GN bqg:TG bqj:SN bqk:CF bql:PG bqm:CM bqo:CM bqp:NG
        bqq:ID bqr:ID bqs:PG bqt:CM bqu:CD bqv:CI bqw:NG bqx:NG bqz:CM br:FR brc:GY brf:CD brg:BO bri:CM brj:VU brl:BW
        brm:CD brn:CR brp:ID brq:PG brr:SB brs:ID brt:NG bru:VN bry:PG brz:PG bs:BA bsa:ID bsb:BN bsc:SN bse:CM bsf:NG
        bsi:CM bsj:NG bsl:NG bsm:ID bsn:CO bso:TD bsp:GN bsr:NG bss:CM bsu:ID bsv:GN bsw:ET bsx:NG bsy:MY bta:NG
        btc:CM bte:NG btf:TD btg:CI bth:MY bti:ID btj:ID btn:PH bto:PH btp:PG btq:MY btr:VU bts:ID btt:NG btu:NG
        btw:PH btx:ID bty:ID btz:ID bub:TD buc:YT bud:TG bue:CA buf:CD bug:ID buh:CN bui:CG buj:NG buk:PG bum:CM
        bun:SL buo:PG bup:ID buq:PG bus:NG but:PG buu:CD buv:PG buw:GA bux:NG buy:SL buz:NG bva:TD bvb:GQ bvc:SB
        bvd:SB bve:ID bvf:TD bvg:CM bvh:NG bvi:SS bvj:NG bvk:ID bvm:CM bvn:PG bvo:TD bvq:CF bvr:AU bvt:ID bvu:ID
        bvv:VE bvw:NG bvx:CG bvy:PH bvz:ID bwa:NC bwb:FJ bwc:ZM bwd:PG bwf:PG bwg:MZ bwh:CM bwi:VE bwj:BF bwk:PG
        bwl:CD bwm:PG bwo:ET bwp:ID bwq:BF bwr:NG bws:CD bwt:CM bwu:GH bww:CD bwx:CN bwy:BF bwz:CG bxa:SB bxb:SS
        bxc:GQ bxf:PG bxg:CD bxh:PG bxi:AU bxj:AU bxl:BF bxn:AU bxo:NG bxp:CM bxq:NG bxs:CM bxv:TD bxw:ML bxz:PG
        bya:PH byb:CM byc:NG byd:ID bye:PG byf:NG byi:CD byj:NG byk:CN byl:ID bym:AU byp:NG byr:PG bys:NG byv:CM
        byx:PG byz:PG bza:LR bzb:ID bzc:MG bzd:CR bze:ML bzf:PG bzh:PG bzj:BZ bzk:NI bzl:ID bzm:CD bzn:ID bzo:CD
        bzp:ID bzq:ID bzr:AU bzt:001 bzu:ID bzv:CM bzw:NG bzx:ML bzy:NG bzz:NG ca:ES caa:GT cab:HN cac:GT cad:US
        cae:SN caf:CA cag:PY cah:PE caj:BO cak:GT cal:MP cam:NC can:PG cao:BO cap:BO caq:IN car:VE cas:BO cav:BO
        caw:BO cax:BO cay:CA caz:BO cbb:CO cbc:CO cbd:CO cbg:CO cbi:EC cbj:BJ cbk:PH cbl:MM cbo:NG cbq:NG cbr:PE
        cbs:PE cbt:PE cbu:PE cbv:CO cbw:PH cby:CO ccc:PE ccd:BR cce:MZ ccg:NG cch:NG ccj:GW ccl:TZ ccm:MY cco:MX
        ccr:SV cdf:IN cdr:NG cea:US ceb:PH ceg:PY cek:MM cen:NG cet:NG cey:MM cfa:NG cfd:NG cfg:NG cfm:MM cga:PG
        cgc:PH cgg:UG ch:GU chb:CO chd:MX chf:MX chh:US chj:MX chk:FM chl:US chn:US cho:US chp:CA chq:MX cht:PE chw:MZ
        chy:US chz:MX cia:ID cib:BJ cic:US cie:NG cim:IT cin:BR cip:MX cir:NC ciw:US ciy:VE cje:VN cjh:US cjk:AO
        cjn:PG cjo:PE cjp:CR cjs:RU cjv:PG ckl:NG ckm:HR ckn:MM cko:GH ckq:TD ckr:PG cks:NC cku:US ckv:TW ckx:CM
        cky:NG ckz:GT cla:NG clc:CA cle:MX cli:GH clj:MM clk:IN cll:GH clm:US clo:MX clt:MM clu:PH cly:MX cma:VN
        cme:BF cmi:CO cml:ID cmo:VN cmr:MM cms:IT cmt:ZA cnb:MM cnc:VN cng:CN cnh:MM cni:PE cnk:MM cnl:MX cnq:CM
        cns:ID cnt:MX cnw:MM cnx:GB co:FR coa:AU cob:MX coc:MX cod:PE coe:CO cof:EC coh:KE coj:MX cok:MX col:US com:US
        coo:CA coq:US cot:PE cou:SN cox:PE coz:MX cpa:MX cpb:PE cpc:PE cpi:NR cpn:GH cpo:BF cps:PH cpu:PE cpx:CN
        cpy:PE cqd:CN cra:ET crb:VC crc:VU crd:US crf:CO crg:CA cri:ST crn:MX cro:US crq:AR crs:SC crt:AR crv:IN
        crw:VN crx:CA cry:NG crz:US cs:CZ csa:MX csb:PL csj:MM csk:SN csm:US cso:MX css:US cst:US csv:MM csy:MM csz:US
        cta:MX ctc:US cte:MX cth:MM ctl:MX ctm:US cto:CO ctp:MX cts:PH ctu:MX ctz:MX cua:VN cub:CO cuc:MX cuh:KE
        cui:CO cuj:PE cuk:PA cul:BR cuo:VE cup:US cut:MX cuv:CM cux:MX cuy:MX cvg:IN cvn:MX cwa:TZ cwb:MZ cwe:TZ
        cwg:MY cwt:SN cxh:NG cy:GB cya:MX cyb:BO cyo:PH czn:MX czt:MM da:DK daa:TD dac:PG dad:PG dae:CM dag:GH dah:PG
        dai:TD daj:SD dak:US dal:KE dam:NG dao:MM das:CI dau:TD dav:KE daw:PH dax:AU daz:ID dba:ML dbb:NG dbd:NG
        dbe:ID dbf:ID dbg:ML dbi:NG dbj:MY dbl:AU dbm:NG dbn:ID dbo:NG dbp:NG dbq:CM dbt:ML dbu:ML dbv:NG dbw:ML
        dby:PG dcr:VI dda:AU ddd:SS dde:CG ddg:TL ddi:PG ddj:AU ddn:BJ ddr:AU dds:ML ddw:ID de:DE dec:SD ded:PG dee:LR
        deg:NG dei:ID dek:CM del:US dem:ID den:CA deq:CF des:BR dev:PG dez:CD dga:GH dgb:ML dgc:PH dgd:BF dge:PG
        dgg:PG dgh:NG dgi:BF dgk:CF dgn:AU dgr:CA dgs:BF dgt:AU dgw:AU dgx:PG dgz:PG dhg:AU dhl:AU dhm:AO dhr:AU
        dhs:TZ dhu:AU dhv:NC dhx:AU dia:PG dib:SS dic:CI did:SS dif:AU dig:KE dih:MX dii:CM dij:ID dil:SD din:SS
        dio:NG dip:SS dir:NG dis:IN diu:NA diw:SS dix:VU diy:ID diz:CD dja:AU djb:AU djc:TD djd:AU dje:NE djf:AU
        dji:AU djj:AU djk:SR djm:ML djn:AU djo:ID djr:AU dju:PG djw:AU dkg:NG dkk:ID dkr:MY dks:SS dkx:CM dlm:HR
        dln:IN dma:GA dmb:ML dmc:PG dmd:AU dme:CM dmg:MY dmm:CM dmo:CM dmr:ID dms:ID dmu:ID dmv:MY dmw:AU dmx:MZ
        dmy:ID dna:ID dnd:PG dne:TZ dni:ID dnj:CI dnk:ID dnn:BF dno:CD dnr:PG dnt:ID dnw:ID dny:BR doa:PG dob:PG
        doc:CN doe:TZ dof:PG doh:NG dok:ID dol:PG don:PG doo:CD dop:BJ dor:SB dos:BF dot:NG dov:ZW dow:CM doy:GH
        dpp:MY drc:PT drg:MY dri:NG drl:AU drn:ID dro:MY drt:NL dru:TW dsb:DE dsh:KE dsi:TD dsk:NG dsn:ID dsq:ML
        dta:CN dtb:MY dtd:CA dth:AU dti:ML dtk:ML dtm:ML dto:ML dtp:MY dtr:MY dts:ML dtt:ML dtu:ML dua:CM duc:PG
        due:PH duf:NC dug:KE dui:PG duk:PG dul:PH dum:NL dun:ID duo:PH dup:ID duq:ID dur:CM duu:CN duv:ID duw:ID
        dux:ML duy:PH duz:CM dva:PG dwa:NG dwr:ET dws:001 dwu:AU dww:PG dwy:AU dya:BF dyb:AU dyd:AU dyg:PH dyi:CI
        dym:ML dyn:AU dyo:SN dyr:NG dyu:BF dyy:AU dza:NG dzd:NG dze:AU dzg:TD dzn:CD eaa:AU ebc:ID ebg:NG ebk:PH
        ebo:CG ebr:CI ebu:KE ee:GH efa:NG efe:CD efi:NG ega:CI egl:IT egm:TZ ego:NG ehu:NG eip:ID eit:PG eiv:PG eja:GW
        eka:NG eke:NG ekg:ID eki:NG ekl:BD ekm:CM eko:MZ ekp:NG ekr:NG ele:PG elk:PG elm:NG elo:KE elu:PG ema:NG
        emb:ID eme:GF emi:PG emm:MX emn:CM emp:PA ems:US emw:ID emx:FR emz:CM en:US ena:PG enb:KE enc:VN end:ID enl:PY
        enm:GB enn:NG eno:ID enq:PG enr:ID env:NG enw:NG enx:PY eo:001 eot:CI epi:NG erg:VU erh:NG eri:PG erk:VU
        err:AU ers:CN ert:ID erw:ID es:ES ese:BO esi:US esm:CI ess:US esu:US esy:PH et:EE etb:NG etn:VU eto:CM etr:PG
        ets:NG etu:NG etx:NG etz:ID eu:ES eud:MX evh:NG ewo:CM ext:ES eya:US eyo:KE eza:NG eze:NG faa:PG fab:GQ fad:PG
        faf:SB fag:PG fah:NG fai:PG faj:PG fak:CM fal:CM fam:NG fan:GQ fap:SN far:SB fau:ID fax:ES fbl:PH fer:SS ff:SN
        ffi:PG ffm:ML fgr:TD fi:FI fie:NG fif:SA fil:PH fip:TZ fir:NG fit:SE fiw:PG fj:FJ fkk:NG fkv:NO fla:US flh:ID
        fli:NG fll:CM fln:AU flr:CD fly:ZA fmp:CM fnb:VU fng:ZA fni:TD fo:FO fod:BJ foi:PG fom:CD fon:BJ for:PG fos:TW
        fpe:GQ fqs:PG fr:FR frc:US frd:ID frk:DE frm:FR fro:FR frp:FR frq:PG frr:DE frs:DE frt:VU fud:WF fue:BJ fuf:GN
        fuh:NE fui:TD fum:NG fun:BR fuq:NE fur:IT fut:VU fuu:CD fuv:NG fuy:PG fvr:SD fwa:NC fwe:NA fy:NL ga:IE gaa:GH
        gab:TD gac:IN gad:PH gae:VE gaf:PG gag:MD gah:PG gai:PG gaj:PG gak:ID gal:TL gam:PG gao:PG gap:PG gar:PG
        gat:PG gaw:PG gax:ET gay:ID gba:CF gbb:AU gbd:AU gbe:PG gbf:PG gbg:CF gbh:BJ gbi:ID gbn:SS gbp:CF gbq:CF
        gbr:NG gbs:BJ gbu:AU gbv:CF gbw:AU gbx:BJ gby:NG gcc:PG gcd:AU gcf:GP gcl:GD gcn:PG gcr:GF gct:VE gd:GB gdc:AU
        gdd:PG gde:NG gdf:NG gdg:PH gdh:AU gdi:CF gdj:AU gdk:TD gdl:ET gdm:TD gdn:PG gdq:YE gdr:PG gdt:AU gdu:NG
        gea:NG geb:PG gec:LR ged:NG gef:ID geg:NG geh:CA gei:ID gej:TG gek:NG gel:NG geq:CF ges:ID gev:GA gew:NG
        gex:SO gey:CD gfk:PG gga:SB ggb:LR ggd:AU gge:AU ggk:AU ggl:PG ggt:PG ggu:CI ggw:PG ghc:GB ghk:MM ghn:SB
        ghs:PG gia:AU gib:NG gic:ZA gid:CM gie:CI gih:AU gil:KI gim:PG gip:PG giq:VN gir:VN gis:CM git:CA gix:CD
        giy:AU giz:CM gjm:AU gjn:GH gjr:AU gka:PG gkd:PG gke:CM gkn:NG gko:AU gkp:GN gku:ZA gl:ES glb:NG glc:TD glj:TD
        gll:AU glo:NG glr:LR glu:TD glw:NG gma:AU gmb:SB gmd:NG gmg:PG gmh:DE gmm:CM gmn:CM gmr:AU gmu:PG gmx:TZ
        gmz:NG gn:PY gna:BF gnb:IN gnc:ES gnd:CM gne:NG gng:TG gnh:NG gni:AU gnj:CI gnk:BW gnl:AU gnm:PG gnn:AU gnq:MY
        gnr:AU gnt:PG gnu:PG gnw:BO gnz:CF goa:CI gob:CO goc:PG god:CI gog:TZ goh:DE goi:PG gol:LR goo:FJ gop:ID
        goq:ID gor:ID gos:NL gou:CM gov:CI gow:TZ gox:CD goy:TD gpa:NG gpe:GH gpn:PG gqa:NG gqn:BR gqr:TD grb:LR
        grd:NG grg:PG grh:NG gri:SB grj:LR grm:MY grq:PG grs:ID grv:LR grw:PG grx:PG gry:LR grz:PG gsl:SN gsn:PG
        gso:CF gsp:PG gsw:CH gta:BR gtu:AU gua:NG gub:BR guc:CO gud:CI gue:AU guf:AU guh:CO gui:BO guk:ET gul:US
        gum:CO gun:BR guo:CO gup:AU guq:PY gur:GH gut:CR guu:VE guw:BJ gux:BF guz:KE gv:IM gva:PY gvc:BR gve:PG gvf:PG
        gvj:BR gvl:TD gvm:NG gvn:AU gvo:BR gvp:BR gvs:PG gvy:AU gwa:CI gwb:NG gwd:ET gwe:TZ gwg:NG gwi:CA gwj:BW
        gwm:AU gwn:NG gwr:UG gwu:AU gww:AU gwx:GH gxx:CI gyb:PG gyd:AU gye:NG gyf:AU gyg:CF gyi:CM gyl:ET gym:PA
        gyn:GY gyr:BO gyy:AU gyz:NG gza:SD gzn:ID ha:NG haa:US had:ID hae:ET hag:GH hah:PG hai:CA haj:IN hal:VN ham:PG
        han:TZ hao:PG hap:ID haq:TZ has:CA hav:CD haw:US hax:CA hay:TZ hba:CD hbb:NG hbn:SD hbu:TL hch:MX hed:TD
        heg:ID heh:TZ hei:CA hem:CD hgm:NA hgw:PG hhi:PG hhr:SN hhy:PG hia:NG hib:PE hid:US hig:NG hih:PG hij:CM
        hik:ID hil:PH hio:BW hir:BR hiw:VU hix:BR hji:ID hka:TZ hke:CD hkk:PG hla:PG hld:VN hlt:MM hma:CN hmb:ML
        hmf:VN hmm:CN hmp:CN hmr:IN hms:CN hmt:PG hmu:ID hmv:VN hmw:CN hmy:CN hmz:CN hna:CM hng:AO hnh:BW hni:CN
        hnn:PH hns:SR ho:PG hoa:SB hob:PG hod:NG hoe:NG hoi:US hol:AO hom:SS hoo:CD hop:US hor:TD hot:PG hov:ID hr:HR
        hra:IN hrc:PG hre:VN hrk:ID hrm:CN hro:VN hrp:AU hru:IN hrw:PG hrx:BR hsb:DE ht:HT hti:ID hto:CO hts:TZ htu:ID
        hu:HU hub:PE huc:BW hud:ID hue:MX huf:PG hug:PE huh:CL hui:PG huk:ID hul:PG hum:CD hup:US hur:CA hus:MX huu:PE
        huv:MX huw:ID hux:PE hvc:HT hve:MX hvk:NC hvn:ID hvv:MX hwa:CI hwc:US hwo:NG hya:CM hz:NA ia:001 iai:NC ian:PG
        iar:PG iba:MY ibb:NG ibd:AU ibe:NG ibg:PH ibh:VN ibl:PH ibm:NG ibn:NG ibr:NG ibu:ID iby:NG ica:BJ ich:NG
        icr:CO id:ID ida:KE idb:IN idc:NG idd:BJ ide:NG idi:PG idr:SS ids:NG idt:TL idu:NG ie:EE ifa:PH ifb:PH ife:TG
        iff:VU ifk:PH ifm:CG ifu:PH ify:PH ig:NG igb:NG ige:NG igg:PG igl:NG igm:PG ign:BO igo:PG igs:001 igw:NG
        ihb:ID ihi:NG ihp:ID ihw:AU iin:AU ijc:NG ije:NG ijj:BJ ijn:NG ijs:NG ik:US ikh:NG iki:NG ikk:NG ikl:NG iko:NG
        ikp:NG ikr:AU ikt:CA ikv:NG ikw:NG ikx:UG ikz:TZ ila:ID ilb:ZM ilg:AU ili:CN ilk:PH ilm:MY ilo:PH ilp:PH
        ilu:ID ilv:NG imi:PG iml:US imn:PG imo:PG imr:ID ims:IT imt:SS in:ID inb:CO ing:US inj:CO inn:PH ino:PG inp:PE
        io:001 iou:PG iow:US ipi:PG ipo:PG iqu:PE iqw:NG ire:ID irh:ID iri:NG irk:TZ irn:BR irx:ID iry:PH is:IS isa:PG
        isc:PE isd:PH ish:NG isi:NG ism:ID isn:TZ iso:NG ist:HR isu:CM it:IT itb:PH itd:ID ite:BO iti:PH itm:NG ito:BO
        itr:PG its:NG itt:PH itv:PH itw:NG itx:ID ity:PH itz:GT ium:CN ivb:PH ivv:PH iwk:PH iwm:PG iwo:ID iws:PG
        ixc:MX ixl:GT iya:NG iyo:CM iyx:CG izh:RU izm:NG izr:NG izz:NG jaa:BR jab:NG jac:GT jae:PG jaf:NG jah:MY
        jaj:SB jak:MY jal:ID jam:JM jan:AU jao:AU jaq:ID jas:NC jau:ID jax:ID jay:AU jaz:NC jbi:AU jbj:ID jbk:PG
        jbm:NG jbo:001 jbr:ID jbt:BR jbu:CM jbw:AU jeb:PE jeh:VN jei:ID jek:CI jel:ID jen:NG jer:NG jet:PG jeu:TD
        jgb:CD jgk:NG jgo:CM jhi:MY jia:CM jib:NG jic:HN jid:NG jie:NG jig:AU jil:PG jim:CM jit:TZ jiu:CN jiv:EC
        jiy:CN jjr:NG jka:ID jko:PG jku:NG jle:SD jma:PG jmb:NG jmc:TZ jmd:ID jmi:NG jmn:MM jmr:GH jms:NG jmw:PG
        jmx:MX jng:AU jni:NG jnj:ET job:CD jod:CI jor:BO jow:ML jqr:PE jra:VN jrr:NG jrt:NG jru:VE jua:BR jub:NG
        jud:CI juh:NG jui:AU juk:NG jum:SD juo:NG jup:BR jur:BR jut:DK juu:NG juw:NG jv:ID jvd:ID jvn:SR jw:ID jwi:GH
        jyy:TD kab:DZ kac:MM kad:NG kag:MY kah:CF kai:NG kaj:NG kak:PH kam:KE kao:ML kaq:PE kav:BR kax:ID kay:BR
        kba:AU kbb:BR kbc:BR kbe:AU kbh:CO kbi:ID kbj:CD kbk:PG kbl:TD kbm:PG kbn:CF kbo:SS kbp:TG kbq:PG kbr:ET
        kbs:GA kbt:PG kbv:ID kbw:PG kbx:PG kbz:NG kcb:PG kcc:NG kcd:ID kce:NG kcf:NG kcg:NG kch:NG kci:NG kcj:GW
        kck:ZW kcl:PG kcm:CF kcn:UG kco:PG kcp:SD kcq:NG kcs:NG kct:PG kcu:TZ kcv:CD kcw:CD kcz:TZ kda:AU kdc:TZ
        kdd:AU kde:TZ kdf:PG kdg:CD kdh:TG kdi:UG kdj:UG kdk:NC kdl:NG kdm:NG kdn:ZW kdp:NG kdr:LT kdw:ID kdx:NG
        kdy:ID kdz:CM kea:CV keb:GA kec:SD ked:TZ kee:US kef:TG keg:SD keh:PG kei:ID kek:GT kel:CD kem:TL ken:CM
        keo:UG ker:TD kes:NG keu:TG kew:PG kez:NG kff:IN kfl:CM kfn:CM kfo:CI kfv:IN kfw:IN kfz:BF kg:CD kga:CI kgb:ID
        kge:ID kgf:PG kgk:BR kgl:AU kgo:SD kgp:BR kgq:ID kgr:ID kgs:AU kgt:NG kgu:PG kgv:ID kgw:ID kgx:ID kha:IN
        khc:ID khd:ID khe:ID khh:ID khj:NG khl:PG khp:ID khq:ML khr:IN khs:PG khu:AO khx:CD khy:CD khz:PG ki:KE kia:TD
        kib:SD kic:US kid:CM kie:TD kig:ID kih:PG kij:PG kil:NG kio:US kiq:ID kis:PG kit:PG kiu:TR kiv:TZ kiw:PG
        kix:IN kiy:ID kiz:TZ kj:NA kja:ID kjb:GT kjc:ID kjd:PG kje:ID kji:SB kjj:AZ kjk:ID kjm:VN kjn:AU kjq:US kjr:ID
        kjs:PG kju:US kjx:PG kjy:PG kka:NG kkb:ID kkc:PG kkd:NG kke:GN kkg:PH kki:TZ kkj:CM kkk:SB kkl:ID kkm:NG
        kko:SD kkp:AU kkq:CD kkr:NG kks:NG kku:NG kkv:ID kkw:CG kkx:ID kky:AU kkz:CA kl:GL kla:US klb:MX klc:CM kld:AU
        klf:TD klg:PH klh:PG kli:ID klk:NG kll:PH klm:PG kln:KE klo:NG klp:PG klq:PG kls:PK klt:PG klu:LR klv:VU
        klw:ID klx:PG kly:ID klz:ID kma:GH kmb:AO kmc:CN kmd:PH kme:CM kmf:PG kmg:PG kmh:PG kmi:NG kmk:PH kml:PH
        kmm:IN kmn:PG kmo:PG kmp:CM kmq:ET kms:PG kmt:ID kmu:PG kmv:BR kmw:CD kmx:PG kmy:NG kna:NG knb:PH knd:ID
        kne:PH knf:GW kni:NG knj:GT knk:SL knl:ID knm:BR kno:SL knp:CM knq:MY knr:PG kns:MY knt:BR knu:GN knv:PG
        knw:NA knx:ID kny:CD knz:BF koa:PG koc:NG kod:ID koe:SS kof:NG kog:CO koh:CG kol:PG koo:UG kop:PG koq:GA
        kos:FM kot:CM kou:TD kov:NG kow:NG koy:US koz:PG kpa:NG kpc:CO kpd:ID kpe:LR kpf:PG kpg:FM kph:GH kpi:ID
        kpj:BR kpk:NG kpl:CD kpm:VN kpn:BR kpo:TG kpq:ID kpr:PG kps:ID kpu:ID kpw:PG kpx:PG kpz:UG kqa:PG kqb:PG
        kqc:PG kqe:PH kqf:PG kqg:BF kqh:TZ kqi:PG kqj:PG kqk:BJ kql:PG kqm:CI kqn:ZM kqo:LR kqp:TD kqq:BR kqr:MY
        kqs:GN kqt:MY kqu:ZA kqv:ID kqw:PG kqx:CM kqz:ZA kr:NG krb:US krd:TL kre:BR krf:VU krh:NG kri:SL krj:PH krl:RU
        krn:LR krp:NG krs:SS krt:NE krw:LR krx:SN kry:AZ krz:ID ksb:TZ ksc:PH ksd:PG kse:PG ksf:CM ksg:SB ksh:DE
        ksi:PG ksj:PG ksk:US ksl:PG ksm:NG ksn:PH kso:NG ksp:CF ksq:NG ksr:PG kss:LR kst:BF ksv:CD ksx:ID kta:VN
        ktc:NG ktd:AU ktf:CD ktg:AU kth:TD kti:ID ktj:CI ktk:PG ktm:PG ktn:BR kto:PG ktq:PH kts:ID ktt:ID ktu:CD
        ktv:VN ktw:US ktx:BR kty:CD ktz:NA ku:TR kub:NG kuc:ID kud:PG kue:PG kug:NG kuh:NG kui:BR kuj:TZ kuk:ID kul:NG
        kun:ER kuo:PG kup:PG kuq:BR kus:GH kut:CA kuu:US kuv:ID kuw:CF kux:AU kuy:AU kuz:CL kvb:ID kvc:PG kvd:ID
        kve:MY kvf:TD kvg:PG kvh:ID kvi:TD kvj:CM kvl:MM kvm:CM kvn:CO kvo:ID kvp:ID kvr:ID kvv:ID kvw:ID kvz:ID kw:GB
        kwa:BR kwb:NG kwc:CG kwd:SB kwe:ID kwf:SB kwg:TD kwh:ID kwi:CO kwj:PG kwk:CA kwl:NG kwm:NA kwn:NA kwo:PG
        kwp:CI kwr:ID kws:CD kwt:ID kwu:CM kwv:TD kww:SR kwy:AO kwz:AO kxa:PG kxb:CI kxc:ET kxd:BN kxi:MY kxj:TD
        kxn:MY kxo:BR kxq:ID kxr:PG kxt:PG kxv:IN kxw:PG kxx:CG kxy:VN kxz:PG kya:TZ kyb:PH kyc:PG kyd:ID kye:GH
        kyf:CI kyg:PG kyh:US kyi:MY kyj:PH kyk:PH kyl:US kym:CF kyn:PH kyo:ID kyq:TD kyr:BR kys:MY kyt:ID kyx:PG
        kyy:PG kyz:BR kza:BF kzb:ID kzc:CI kzd:ID kze:PG kzf:ID kzi:MY kzk:SB kzl:ID kzm:ID kzn:MW kzo:GA kzp:ID
        kzr:CM kzs:MY kzu:ID kzv:ID kzw:BR kzx:ID kzy:CD kzz:ID la:VA laa:PH lac:MX lag:TZ lai:MW laj:UG lal:CD lam:ZM
        lan:NG lap:TD laq:VN lar:GH las:TG lau:ID law:ID lax:IN laz:PG lb:LU lbb:PG lbi:CM lbl:PH lbn:LA lbq:PG lbt:VN
        lbu:PG lbv:PG lbw:ID lbx:ID lby:AU lbz:AU lcc:ID lcd:ID lce:ID lcf:ID lch:AO lcl:ID lcm:PG lcq:ID lcs:ID
        lda:CI ldb:NG ldd:NG ldg:NG ldh:NG ldi:CG ldj:NG ldk:NG ldl:NG ldm:GN ldn:001 ldo:NG ldp:NG ldq:NG lea:CD
        leb:ZM lec:BO led:CD lee:BF lef:GH leh:ZM lei:PG lej:CD lek:PG lel:CD lem:CM len:HN leo:CM leq:PG ler:PG
        les:CD let:PG leu:PG lev:ID lew:ID lex:ID ley:ID lfa:CM lfn:001 lg:UG lga:SB lgb:SB lgg:UG lgh:VN lgi:ID
        lgk:VU lgl:SB lgm:CD lgn:ET lgo:SS lgq:GH lgr:SB lgt:PG lgu:SB lgz:CD lha:VN lhh:ID lhi:CN lhn:MY lht:VU
        lhu:CN li:NL lia:SL lib:PG lic:CN lid:PG lie:CD lig:GH lih:PG lij:IT lik:CD lil:CA lio:ID lip:GH liq:ET lir:LR
        liu:SD liv:LV liw:ID lix:ID liy:CF liz:CD lja:AU lje:ID lji:ID ljl:ID ljp:ID ljw:AU ljx:AU lka:TL lkb:KE
        lkc:VN lkd:BR lke:UG lkj:MY lkl:PG lkm:AU lkn:VU lko:KE lkr:SS lks:KE lkt:US lku:AU lky:SS lla:NG llb:MZ
        llc:GN lld:IT lle:PG llf:PG llg:ID lli:CG llj:AU llk:MY lll:PG llm:ID lln:TD llp:VU llq:ID llu:SB llx:FJ
        lma:GN lmb:VU lmc:AU lmd:SD lme:TD lmf:ID lmg:PG lmi:CD lmj:ID lmk:IN lml:VU lmo:IT lmp:CM lmq:ID lmr:ID
        lmu:VU lmv:FJ lmw:US lmx:CM lmy:ID ln:CD lna:CF lnb:NA lnd:ID lng:HU lnh:MY lni:PG lnj:AU lnl:CF lnm:PG lnn:VU
        lns:CM lnu:NG lnw:AU lnz:CD loa:ID lob:BF loc:PH loe:ID log:CD loh:SS loi:CI loj:PG lok:SL lol:CD lom:LR
        lon:MW loo:CD lop:NG loq:CD lor:CI los:PG lot:SS lou:US low:MY lox:ID loz:ZM lpa:VU lpe:ID lpn:MM lpx:SS
        lqr:SS lra:MY lrg:AU lri:KE lrm:KE lrn:ID lro:SD lrt:ID lrv:VU lrz:VU lse:CD lsi:MM lsm:UG lsr:PG lt:LT ltg:LV
        lth:UG lti:ID ltn:BR lto:KE lts:KE ltu:ID lu:CD lua:CD luc:UG lud:RU lue:ZM luf:PG lui:US luj:CD lul:SS lum:AO
        lun:ZM luo:KE lup:GA luq:CU lur:ID lus:IN lut:US luw:CM luy:KE lv:LV lva:TL lvi:LA lvk:SB lvl:CD lvu:ID lwa:CD
        lwe:ID lwg:KE lwh:VN lwo:SS lwt:ID lww:VU lxm:PG lyn:ZM lzl:VU lzn:MM lzz:TR maa:MX mab:MX mad:ID mae:NG
        maf:CM maj:MX mak:ID mam:GT man:GM maq:MX mas:KE mat:MX mau:MX mav:BR maw:GH max:ID maz:MX mba:PH mbb:PH
        mbc:BR mbd:PH mbf:SG mbh:PG mbi:PH mbj:BR mbk:PG mbl:BR mbm:CG mbn:CO mbo:CM mbp:CO mbq:PG mbr:CO mbs:PH
        mbt:PH mbu:NG mbv:GN mbw:PG mbx:PG mbz:MX mca:PY mcb:PE mcc:PG mcd:PE mce:MX mcf:PE mcg:VE mch:VE mci:PG
        mcj:NG mck:AO mcl:CO mcm:MY mcn:TD mco:MX mcp:CM mcq:PG mcr:PG mcs:CM mct:CM mcu:CM mcv:PG mcw:TD mcx:CF
        mcy:PG mcz:PG mda:NG mdb:PG mdc:PG mdd:CM mdg:TD mdh:PH mdi:CD mdj:CD mdk:CD mdm:CD mdn:CF mdp:CD mdq:CD
        mdr:ID mds:PG mdt:CG mdu:CG mdv:MX mdw:CG mdz:BR mea:CM meb:PG mec:AU med:PG mee:PG meh:MX mej:ID mek:PG
        mel:MY mem:AU men:SL meo:MY mep:AU meq:CM mer:KE mes:TD met:PG meu:PG mev:LR mew:NG mey:SN mez:US mfb:ID
        mfc:CD mfd:CM mfe:MU mff:CM mfg:GN mfh:CM mfj:CM mfk:CM mfl:NG mfm:NG mfn:NG mfo:NG mfp:ID mfq:TG mfr:AU
        mft:PG mfu:AO mfv:SN mfw:PG mfx:ET mfy:MX mfz:SS mg:MG mgb:TD mgc:SS mgd:SS mge:TD mgf:ID mgg:CM mgh:MZ mgi:NG
        mgj:NG mgk:ID mgl:PG mgm:TL mgn:CF mgo:CM mgq:TZ mgr:ZM mgs:TZ mgt:PG mgu:PG mgv:TZ mgw:TZ mgy:TZ mgz:TZ mh:MH
        mhb:GA mhc:MX mhd:TZ mhe:MY mhf:PG mhg:AU mhi:UG mhk:CM mhl:PG mhm:MZ mhn:IT mho:ZM mhp:ID mhq:US mhs:ID
        mht:VE mhu:IN mhw:BW mhx:MM mhy:ID mhz:ID mi:NZ mia:US mib:MX mic:CA mie:MX mif:CM mig:MX mih:MX mii:MX mij:CM
        mik:US mil:MX mim:MX min:ID mio:MX mip:MX miq:NI mir:MX mit:MX miu:MX miw:PG mix:MX miy:MX miz:MX mjb:TL
        mjc:MX mjd:US mje:TD mjg:CN mjh:TZ mji:CN mjj:PG mjk:PG mjm:PG mjn:PG mjs:NG mjw:IN mjx:BD mjy:US mka:CI
        mkc:PG mkf:NG mkj:FM mkk:CM mkl:BJ mkn:ID mko:NG mkp:PG mkr:PG mks:MX mkt:NC mku:GN mkv:VU mkw:CG mkx:PH
        mky:ID mkz:TL mla:VU mlb:CM mlc:VN mle:PG mlh:PG mli:ID mlj:TD mlk:KE mll:VU mln:SB mlo:SN mlp:PG mlq:SN
        mlr:CM mls:SD mlu:SB mlv:VU mlw:CM mlx:VU mlz:PH mma:NG mmb:ID mmc:MX mmd:CN mme:VU mmf:NG mmg:VU mmh:BR
        mmi:PG mmm:VU mmn:PH mmo:PG mmp:PG mmq:PG mmr:CN mmt:PG mmu:CM mmv:BR mmw:VU mmx:PG mmy:TD mmz:CD mna:PG
        mnb:ID mnd:BR mne:TD mnf:CM mng:VN mnh:CD mnl:VU mnm:PG mnn:VN mnp:CN mnq:MY mnr:US mnu:ID mnv:SB mnx:ID
        mny:MZ mnz:ID mo:RO moa:CI moc:AR mod:US moe:CA mog:ID moh:CA moi:NG moj:CG mok:ID mom:NI moo:VN mop:BZ moq:ID
        mor:SD mos:BF mot:CO mou:TD mov:US mow:CG mox:PG moy:ET moz:TD mpa:TZ mpb:AU mpc:AU mpd:BR mpe:ET mpg:TD
        mph:AU mpi:CM mpj:AU mpk:TD mpl:PG mpm:MX mpn:PG mpo:PG mpp:PG mpq:BR mpr:SB mps:PG mpt:PG mpu:BR mpv:PG
        mpw:BR mpx:PG mpy:ID mqa:ID mqb:CM mqc:ID mqe:PG mqf:ID mqg:ID mqh:MX mqi:ID mqj:ID mqk:PH mql:BJ mqm:PF
        mqn:ID mqo:ID mqp:ID mqq:MY mqr:ID mqs:ID mqu:SS mqv:PG mqw:PG mqx:ID mqy:ID mqz:PG mrb:VU mrc:US mrf:ID
        mrg:IN mrh:IN mrk:NC mrl:FM mrm:VU mrn:SB mrp:VU mrq:PF mrs:VU mrt:NG mru:CM mrv:PF mrw:PH mrx:ID mry:PH
        mrz:ID ms:MY msb:PH msc:GN mse:TD msf:ID msg:ID msh:MG msi:MY msj:CD msk:PH msl:ID msm:PH msn:VU mso:ID msp:BR
        msq:NC mss:ID msu:PG msv:CM msw:GW msx:PG msy:PG msz:PG mt:MT mta:PH mtb:CI mtc:PG mtd:ID mte:SB mtf:PG mtg:ID
        mth:ID mti:PG mtj:ID mtk:CM mtl:NG mtn:NI mto:MX mtp:BO mtq:VN mts:PE mtt:VU mtu:MX mtv:PG mtw:PH mtx:MX
        mty:PG mua:CM mub:TD muc:CM mue:EC mug:CM muh:SS mui:ID muj:TD mum:PG muo:CM muq:CN mur:SS mus:US muu:KE
        mux:PG muy:CM mva:PG mvd:ID mvg:MX mvh:TD mvk:PG mvl:AU mvn:PG mvo:SB mvp:ID mvq:PG mvr:ID mvs:ID mvt:VU
        mvu:TD mvv:MY mvw:TZ mvx:ID mwa:PG mwb:PG mwc:PG mwe:TZ mwf:AU mwg:PG mwh:PG mwi:VU mwk:ML mwl:PT mwm:TD
        mwn:ZM mwo:VU mwp:AU mwq:MM mws:KE mwu:SS mwv:ID mwz:CD mxa:MX mxb:MX mxc:ZW mxd:ID mxe:VU mxf:CM mxg:AO
        mxh:CD mxi:ES mxj:IN mxk:PG mxl:BJ mxm:PG mxn:ID mxo:ZM mxp:MX mxq:MX mxr:MY mxs:MX mxt:MX mxu:CM mxv:MX
        mxw:PG mxx:CI mxy:MX mxz:ID myb:TD myc:CD mye:GA myf:ET myg:CM myh:US myj:SS myk:ML myl:ID myp:BR myr:PE
        myu:BR myw:PG myx:UG myy:CO mza:MX mzd:CM mze:PG mzh:AR mzi:MX mzj:LR mzk:NG mzl:MX mzm:NG mzo:BR mzp:BO
        mzq:ID mzr:BR mzt:MY mzu:PG mzv:CF mzw:GH mzx:GY mzz:PG na:NR naa:ID nab:BR nac:PG nae:ID naf:PG nag:IN naj:GN
        nak:PG nal:PG nam:AU nap:IT naq:NA nar:NG nas:PG nat:NG naw:GH nax:PG nay:AU naz:MX nb:NO nba:AO nbb:NG nbc:IN
        nbd:CD nbe:IN nbh:NG nbi:IN nbj:AU nbk:PG nbm:CF nbn:ID nbo:NG nbp:NG nbq:ID nbr:NG nbt:IN nbu:IN nbv:CM
        nbw:CD nby:PG nca:PG ncb:IN ncc:PG nce:PG ncf:PG ncg:CA nch:MX nci:MX ncj:MX nck:AU ncl:MX ncm:PG ncn:PG
        nco:PG ncr:CM nct:IN ncu:GH ncx:MX ncz:US nd:ZW nda:CG ndb:CM ndc:MZ ndd:NG ndg:TZ ndh:TZ ndi:NG ndj:TZ ndk:CD
        ndl:CD ndm:TD ndn:CG ndp:UG ndq:AO ndr:NG nds:DE ndt:CD ndu:CM ndv:SN ndw:CD ndx:ID ndy:CF ndz:SS nea:ID
        neb:CI nec:ID ned:NG nee:NC nej:PG nek:NC nem:NC nen:NC neo:VN neq:MX ner:ID net:PG neu:001 nex:PG ney:CI
        nez:US nfa:ID nfd:NG nfl:SB nfr:GH nfu:CM ng:NA nga:CD ngb:CD ngc:CD ngd:CF nge:CM ngg:CF ngh:ZA ngi:NG ngj:CM
        ngk:AU ngl:MZ ngm:FM ngn:CM ngp:TZ ngq:TZ ngr:SB ngs:NG ngu:MX ngv:CM ngw:NG ngx:NG ngy:CM ngz:CG nha:AU
        nhb:CI nhc:MX nhd:PY nhe:MX nhf:AU nhg:MX nhi:MX nhk:MX nhm:MX nhn:MX nho:PG nhp:MX nhq:MX nhr:BW nht:MX
        nhu:CM nhv:MX nhw:MX nhx:MX nhy:MX nhz:MX nia:ID nib:PG nid:AU nie:TD nif:PG nig:AU nih:TZ nii:PG nij:ID
        nil:ID nim:TZ nin:NG niq:KE nir:ID nis:PG niu:NU niw:PG nix:CD niy:CD niz:PG nja:NG njb:IN njd:TZ njh:IN
        nji:AU njj:CM njl:SS njm:IN njn:IN njo:IN njr:NG njs:ID njt:SR nju:AU njx:CG njy:CM njz:IN nka:ZM nkb:IN
        nkc:CM nkd:IN nke:SB nkf:IN nkg:PG nkh:IN nki:IN nkj:ID nkk:VU nkm:PG nkn:AO nko:GH nkq:GH nkr:FM nks:ID
        nkt:TZ nku:CI nkv:MW nkw:CD nkx:NG nkz:NG nl:NL nla:CM nlc:ID nle:KE nlg:SB nlj:CD nlk:ID nlo:CD nlq:MM nlu:GH
        nlv:MX nlw:AU nly:AU nlz:SB nma:IN nmb:VU nmc:TD nmd:GA nme:IN nmf:IN nmg:CM nmh:IN nmi:NG nmj:CF nmk:VU
        nml:CM nmn:BW nmo:IN nmp:AU nmq:ZW nmr:CM nms:VU nmt:FM nmu:US nmv:AU nmw:PG nmx:PG nmz:TG nn:NO nna:AU nnb:CD
        nnc:TD nnd:VU nne:AO nnf:PG nng:IN nnh:CM nni:ID nnj:ET nnk:PG nnl:IN nnm:PG nnn:TD nnq:TZ nnr:AU nnt:US
        nnu:GH nnv:AU nnw:BF nny:AU nnz:CM no:NO noa:CO noc:PG nof:PG noh:PG noj:CO nok:US nop:PG noq:CD not:PE nou:PG
        nov:001 now:TZ noy:TD npg:MM nph:IN npl:MX npn:PG npo:IN nps:ID npu:IN npx:SB npy:ID nqg:BJ nqk:BJ nql:AO
        nqm:ID nqn:PG nqq:MM nqt:NG nqy:MM nr:ZA nra:GA nrb:ER nre:IN nrf:JE nrg:VU nri:IN nrk:AU nrl:AU nrm:MY nrp:IT
        nru:CN nrx:AU nrz:PG nsa:IN nsb:ZA nsc:NG nse:ZM nsg:TZ nsh:CM nsm:IN nsn:PG nso:ZA nsq:US nss:PG nsu:MX
        nsw:VU nsx:AO nsy:ID nsz:US ntd:MY nte:MZ ntg:AU nti:BF ntj:AU ntk:TZ ntm:BJ nto:CD ntp:MX ntr:GH ntu:SB
        ntx:MM nua:NC nuc:BR nud:PG nue:CD nuf:CN nug:AU nuh:NG nui:GQ nuj:UG nuk:CA num:TO nun:MM nuo:VN nup:NG
        nuq:PG nur:PG nus:SS nut:VN nuu:CD nuv:BF nuw:FM nux:PG nuy:AU nuz:MX nv:US nvh:VU nvm:PG nvo:CM nwb:CI nwe:CM
        nwg:AU nwi:VU nwm:SS nwo:AU nwr:PG nww:TZ nxa:TL nxd:CD nxe:ID nxg:ID nxi:TZ nxl:ID nxn:AU nxo:GA nxq:CN
        nxr:PG nxx:ID ny:MW nyb:GH nyc:CD nyd:KE nye:AO nyf:KE nyg:CD nyh:AU nyi:SD nyj:CD nyk:AO nym:TZ nyn:UG nyo:UG
        nyp:UG nyr:MW nys:AU nyt:AU nyu:MZ nyv:AU nyx:AU nyy:TZ nza:CM nzb:GA nzd:CD nzi:GH nzk:CF nzm:IN nzr:NG
        nzu:CG nzy:TD nzz:ML obi:US obk:PH obl:CM obo:PH obt:FR obu:NG oc:FR oca:PE oco:GB ocu:MX oda:NG odt:NL odu:NG
        ofs:NL ofu:NG ogb:NG ogc:NG ogg:NG ogo:NG ogu:NG ohu:HU oia:ID oie:SS oin:PG ojb:CA ojc:CA ojv:SB ojw:CA
        oka:CA okb:NG okc:CD okd:NG oke:NG okg:AU oki:KE okk:PG okr:NG oks:NG oku:CM okv:PG okx:NG old:TZ olk:AU
        olm:NG olo:RU olr:VU olt:LT olu:AO om:ET oma:US omb:VU omc:PE omg:PE omi:CD oml:CD omo:PG omt:KE omu:PE omw:PG
        ona:AR one:CA ong:PG oni:ID onj:PG onk:PG onn:PG ono:CA onp:IN onr:PG ons:PG ont:PG onu:VU onx:ID ood:US
        oor:ZA opa:NG opk:ID opm:PG opo:PG opt:MX opy:BR ora:SB orc:KE ore:PE org:NG orn:MY oro:PG orr:NG ors:MY
        orw:BR orx:NG orz:ID oso:NG osp:ES ost:CM osu:PG osx:DE otd:ID ote:MX oti:BR otl:MX otm:MX otn:MX otq:MX
        otr:SD ots:MX ott:MX otu:BR otw:CA otx:MX otz:MX oub:LR oue:PG oum:PG ovd:SE owi:PG owl:GB oyd:ET oym:BR
        oyy:PG ozm:CM pab:BR pac:VN pad:BR pae:CD paf:BR pag:PH pah:BR pai:NG pak:BR pam:PH pao:US pap:CW par:US
        pas:ID pau:PW pav:BR paw:US pax:BR pay:HN paz:BR pbb:CO pbc:GY pbe:MX pbf:MX pbg:VE pbh:VE pbi:CM pbl:NG
        pbm:MX pbn:NG pbo:GW pbp:GN pbr:TZ pbs:MX pbv:IN pby:PG pca:MX pcc:CN pcd:FR pck:IN pcm:NG pcn:NG pcp:BO
        pcw:NG pda:PG pdc:US pdn:ID pdo:ID pdt:CA pdu:MM pea:ID peb:US ped:PG pee:ID pei:MX pek:PG pel:ID pem:CD
        pep:PG peq:US pev:VE pex:PG pey:ID pez:MY pfa:FM pfe:CM pfl:DE pga:SS pgi:PG pgk:VU pgs:NG pgu:ID phg:VN
        phh:VN phm:MZ pia:MX pib:PE pic:GA pid:VE pif:FM pig:PE pih:NF pij:CO pil:BJ pim:US pin:PG pio:CO pip:NG
        pir:BR pis:SB pit:AU piu:AU piv:SB piw:TZ pix:PG piy:NG piz:NC pjt:AU pkb:KE pkg:PG pkh:BD pkn:AU pko:KE
        pkp:CK pku:ID pl:PL pla:PG plb:VU plc:PH pld:GB ple:ID plg:AR plh:ID pln:CO plo:MX plr:CI pls:MX plu:BR plv:PH
        plw:PH plz:MY pma:VU pmb:CD pmd:AU pme:NC pmf:ID pmi:CN pmj:CN pml:TN pmm:CM pmn:CM pmo:ID pmq:MX pmr:PG
        pms:IT pmt:PF pmw:US pmx:IN pmy:ID pmz:MX pna:MY pnc:ID pnd:AO pne:MY png:NG pnh:CK pni:ID pnj:AU pnk:BO
        pnl:BF pnm:MY pnn:PG pno:PE pnp:ID pnq:BF pnr:PG pns:ID pnv:AU pnw:AU pny:CM pnz:CF poc:GT poe:MX pof:CD
        pog:BR poh:GT poi:MX pok:BR pom:US pon:FM poo:US pop:NC poq:MX pos:MX pot:US pov:GW pow:MX poy:TZ ppe:PG
        ppi:MX ppk:ID ppl:SV ppm:ID ppn:PG ppo:PG ppp:CD ppq:PG pps:MX ppt:PG pqa:NG pqm:CA pre:ST prf:PH prg:PL
        prh:PH pri:NC prk:MM prm:PG pro:FR prq:PE prr:BR pru:ID prw:PG psa:ID pse:ID psm:BO psn:ID psq:PG pss:PG
        psw:VU pt:BR pta:PY pth:BR pti:AU ptn:ID pto:BR ptp:PG ptr:VU ptt:ID ptu:ID ptv:VU pua:MX pub:IN puc:ID pud:ID
        pue:AR puf:ID pug:BF pui:CO puj:ID puo:VN pup:PG puq:BO pur:BR put:ID puu:GA puw:FM pux:PG puy:US pwa:PG
        pwb:NG pwg:PG pwm:PH pwn:TW pxm:MX pye:CI pym:NG pyn:BR pyu:TW pyy:MM pze:NG pzh:TW pzn:MM qu:PE qua:US qub:PE
        quc:GT qud:EC quf:PE qug:EC qui:US quk:PE qul:BO qum:GT qun:US qup:PE quq:ES qur:PE qus:AR quv:GT quw:EC
        qux:PE quy:PE qva:PE qvc:PE qve:PE qvh:PE qvi:EC qvj:EC qvl:PE qvm:PE qvn:PE qvo:PE qvp:PE qvs:PE qvw:PE
        qvz:EC qwa:PE qwc:PE qwh:PE qwm:HU qws:PE qwt:US qxa:PE qxc:PE qxh:PE qxl:EC qxn:PE qxo:PE qxp:PE qxr:EC
        qxt:PE qxu:PE qxw:PE qya:001 qyp:US rac:ID rad:VN rag:KE rai:PG rak:PG ram:BR ran:ID rao:PG rap:CL rar:CK
        raw:MM rax:NG ray:PF raz:ID rbk:PH rbl:PH rbp:AU rcf:RE rea:PG reb:ID ree:MY reg:TZ rej:ID rel:KE rem:PE
        ren:VN res:NG ret:ID rey:BO rga:VU rgn:IT rgr:PE rgs:VN rgu:ID rhp:PG ria:IN rif:MA ril:MM rim:TZ rin:NG
        rir:ID rit:AU riu:ID rjg:ID rkb:BR rkh:CK rkm:BF rkw:AU rm:CH rma:NI rmb:AU rmc:SK rmd:DK rme:GB rmf:FI rmg:NO
        rmh:ID rmk:PG rml:PL rmm:ID rmn:RS rmo:CH rmp:PG rmq:ES rmu:SE rmw:GB rmx:VN rn:BI rnd:CD rng:MZ rnl:IN rnn:ID
        rnr:AU rnw:TZ ro:RO rob:ID roc:VN rod:NG roe:PG rof:TZ rog:VN rol:PH rom:RO roo:PG rop:AU ror:ID rou:TD row:ID
        rpn:VU rpt:PG rri:SB rrm:NZ rro:PG rrt:AU rsw:NG rtc:MM rth:ID rtm:FJ rub:UG ruc:UG ruf:TZ rug:SB rui:TZ
        ruk:NG ruo:HR rup:RO ruq:GR ruu:MY ruy:NG ruz:NG rw:RW rwa:PG rwk:TZ rwl:TZ rwm:UG rwo:PG rxd:AU rxw:AU saa:TD
        sab:PA sac:US sad:TZ sae:BR saf:GH saj:ID sak:GA sao:ID saq:KE sar:BO sas:ID sau:ID sav:SN saw:ID sax:VU
        say:NG sba:TD sbb:SB sbc:PG sbd:BF sbe:PG sbg:ID sbh:PG sbi:PG sbj:TD sbk:TZ sbl:PH sbm:TZ sbo:MY sbp:TZ
        sbq:PG sbr:ID sbs:NA sbt:ID sbv:IT sbw:GA sbx:ID sby:ZM sbz:CF sc:IT scb:VN sce:CN scf:PA scg:ID sch:IN sci:LK
        scn:IT sco:GB scs:CA scv:NG scw:NG sda:ID sdc:IT sde:NG sdj:CG sdk:PG sdn:IT sdo:MY sdq:ID sdu:ID sdx:MY se:NO
        sea:MY seb:CI sec:CA sed:VN see:US sef:CI seg:TZ seh:MZ sei:MX sej:PG sek:CA sen:BF seo:PG sep:BF seq:BF
        ser:US ses:ML set:ID seu:ID sev:CI sew:PG sey:EC sez:MM sfe:PH sfw:GH sg:CF sgb:PH sgc:KE sgd:PH sge:ID sgi:CM
        sgm:KE sgp:IN sgs:LT sgu:ID sgz:PG sha:NG shb:BR shc:CD she:ET shg:BW shh:US shj:SD shk:SS sho:NG shp:PE
        shq:ZM shr:CD shs:CA sht:US shw:SD shy:DZ shz:ML sib:MY sid:ET sie:ZM sif:BF sig:GH sih:NC sii:IN sij:PG
        sik:BR sil:GH sim:PG siq:PG sir:NG sis:US siu:PG siv:PG siw:PG six:PG sja:CO sjb:ID sje:SE sjg:TD sjl:IN
        sjm:PH sjr:PG sju:SE sjw:US sk:SK ska:US skc:PG skd:US ske:VU skf:BR skg:MG skh:ID ski:ID skm:PG skn:PH sko:ID
        skp:MY skq:BF sks:PG skt:CD sku:VU skv:ID skw:GY skx:ID sky:SB skz:ID sl:SI slc:CO sld:BF slg:ID slh:US sli:PL
        slj:BR sll:PG slm:PH sln:US slp:ID slr:CN slu:ID slw:PG slx:CD sly:ID slz:ID sm:WS sma:SE smb:PG smc:PG smf:PG
        smg:PG smj:SE smk:PH sml:PH smn:FI smq:PG smr:ID sms:FI smt:IN smw:ID smx:CD smz:PG sn:ZW snc:PG sne:MY snf:SN
        sng:CD sni:PE snj:CF snk:ML snl:PH snm:UG snn:CO sno:US snp:PG snq:GA snr:PG sns:VU snu:ID snv:MY snw:GH
        snx:PG sny:PG snz:PG so:SO sob:ID soc:CD sod:CD soe:CD sok:TD sol:PG soo:CD sop:CD soq:PG sor:TD sos:BF sov:PW
        sow:PG sox:CM soy:BJ soz:TZ spb:ID spc:VE spd:PG spe:PG spg:MY spi:ID spk:PG spl:PG spm:PG spn:PY spo:US
        spp:ML spq:PE spr:ID sps:PG sq:AL sqa:NG sqh:NG sqm:CF squ:CA sra:PG sre:ID srf:PG srg:PH sri:CO srk:MY srl:ID
        srm:SR srn:SR sro:IT srq:BO srr:SN srs:CA srt:ID sru:BR srv:PH srw:ID sry:PG ss:ZA ssb:PH ssc:TZ ssd:PG sse:PH
        ssf:TW ssg:PG ssj:PG ssl:GH ssm:MY ssn:KE sso:PG ssq:ID sst:PG ssu:PG ssv:VU ssx:PG ssy:ER ssz:PG st:ZA sta:ZM
        stb:PH ste:ID stf:PG stg:VN sth:IE sti:VN stj:BF stk:PG stl:NL stm:PG stn:SB sto:CA stp:MX stq:DE str:CA
        stt:VN stw:FM su:ID sua:PG sub:CD suc:PH sue:PG sug:PG sui:PG suj:TZ suk:TZ suo:PG suq:ET sur:NG sus:GN sut:NI
        suv:IN suw:TZ suy:BR sv:SE svb:PG svc:VC sve:ID svm:IT svs:SB sw:TZ swf:CD swg:DE swj:GA swk:MW swm:PG swo:BR
        swp:PG swq:CM swr:ID sws:ID swt:ID swu:ID sww:VU swx:BR swy:TD sxb:KE sxe:GA sxn:ID sxr:TW sxs:NG sxw:BJ
        sya:ID syb:PH syi:GA syk:NG sym:BF syo:KH sys:TD syx:GA sza:MY szb:ID szc:MY szg:CD szl:PL szn:ID szp:ID
        szv:CM szw:ID szy:TW taa:US tac:MX tad:ID tae:BR taf:BR tag:SD tak:NG tal:NG tan:NG tao:TW tap:CD taq:ML
        tar:MX tas:VN tau:US tav:CO taw:PG tax:TD tay:TW taz:SD tba:BR tbc:PG tbd:PG tbe:SB tbf:PG tbg:PG tbh:AU
        tbi:SD tbj:PG tbl:PH tbm:CD tbn:CO tbo:PG tbp:ID tbs:PG tbt:CD tbu:MX tbv:PG tbw:PH tbx:PG tby:ID tbz:BJ
        tca:BR tcb:US tcc:TZ tcd:GH tce:CA tcf:MX tcg:ID tch:TC tci:PG tck:GA tcm:ID tcp:MM tcq:ID tcs:AU tcu:MX
        tcw:MX tcz:IN tdc:CO tde:ML tdi:ID tdj:ID tdk:NG tdl:NG tdm:GY tdn:ID tdo:NG tdq:NG tdr:VN tds:ID tdt:TL
        tdv:NG tdx:MG tdy:PH tea:MY teb:EC tec:KE ted:CI tee:MX teg:GA teh:AR tei:PG tek:CD tem:SL ten:CO teo:UG
        tep:MX teq:SD ter:BR tet:TL teu:UG tev:ID tew:US tex:SS tey:SD tez:NE tfi:BJ tfn:US tfo:ID tfr:PA tft:ID
        tga:KE tgb:MY tgc:PG tgd:NG tgh:TT tgi:PG tgj:IN tgn:PH tgo:PG tgp:VU tgq:MY tgs:VU tgt:PH tgu:PG tgv:BR
        tgw:CI tgx:CA tgy:SS tgz:AU thd:AU thh:MX thk:KE thp:CA tht:CA thu:SS thv:DZ thy:NG thz:NE tic:SD tif:PG
        tih:MY tii:CD tik:CM til:US tim:PG tio:PG tip:ID tiq:BF tis:PH tit:CO tiu:PH tiv:NG tiw:AU tix:US tiy:PH
        tja:LR tjg:ID tji:CN tjj:AU tjn:CI tjp:AU tjs:CN tju:AU tjw:AU tk:TM tka:BR tkd:TL tke:MZ tkf:BR tkg:MG tkl:TK
        tkp:SB tkq:NG tkr:AZ tku:MX tkv:PG tkw:SB tkx:ID tkz:VN tl:PH tla:MX tlb:ID tlc:MX tld:ID tlf:PG tlg:ID tli:US
        tlj:UG tlk:ID tll:CD tlm:VU tln:ID tlp:MX tlq:MM tlr:SB tls:VU tlt:ID tlu:ID tlv:ID tlx:PG tly:AZ tma:TD
        tmb:VU tmc:TD tmd:PG tme:BR tmf:PY tmg:ID tmh:NE tmi:VU tmj:ID tml:ID tmm:VN tmn:ID tmo:MY tmq:PG tmt:VU
        tmu:ID tmv:CD tmw:MY tmy:PG tmz:VE tn:ZA tna:BO tnb:CO tnc:CO tnd:CO tng:TD tnh:PG tni:ID tnk:VU tnl:VU tnm:ID
        tnn:VU tno:BO tnp:VU tnq:PR tnr:SN tns:PG tnt:ID tnw:ID tnx:SB tny:TZ to:TO tob:AR toc:MX tod:GN tof:PG tog:MW
        toh:MZ toi:ZM toj:MX tok:001 tol:US tom:ID too:MX top:MX toq:SS tor:CD tos:MX tou:VN tow:US tox:PW toy:ID
        toz:CM tpa:PG tpc:MX tpe:BD tpf:ID tpg:ID tpi:PG tpj:PY tpk:BR tpl:MX tpm:GH tpn:BR tpp:MX tpr:BR tpt:MX
        tpv:MP tpx:MX tpy:BR tpz:PG tqb:BR tql:VU tqm:PG tqn:US tqo:PG tqp:PG tqt:MX tqu:SB tqw:US tr:TR trb:PG trc:MX
        tre:ID trf:TT trh:PG tri:SR trj:TD trl:GB trn:BO tro:IN trp:IN trq:MX trr:PE trs:MX trt:ID tru:TR trv:TW
        trx:MY try:IN trz:BR ts:ZA tsa:CG tsb:ET tsc:MZ tsg:PH tsh:CM tsi:CA tsl:VN tsp:BF tsr:VU tst:ML tsu:TW tsv:GA
        tsw:NG tsx:PG tsz:MX ttb:NG ttc:GT ttd:PG tte:PG ttf:CM tti:ID ttj:UG ttk:CO ttl:ZM ttm:CA ttn:ID ttp:ID
        ttr:NG ttt:AZ ttu:PG ttv:PG ttw:MY tty:ID tua:PG tub:US tuc:PG tud:BR tue:CO tuf:CO tug:TD tuh:PG tui:CM
        tuj:ID tul:NG tum:MW tun:US tuo:BR tuq:TD tus:CA tuu:US tuv:KE tux:BR tuy:KE tuz:BF tva:SB tvd:NG tve:ID
        tvi:NG tvk:VU tvl:TV tvm:ID tvo:ID tvs:KE tvt:IN tvu:CM tvw:ID tvx:TW twa:US twb:PH twd:NL twe:ID twf:US
        twg:ID twh:VN twl:MZ twn:CM two:BW twp:PG twq:NE twr:MX twt:BR twu:ID tww:PG twx:MZ twy:ID txa:MY txe:ID
        txi:BR txj:NG txm:ID txn:ID txq:ID txs:ID txt:ID txu:BR txx:MY txy:MG ty:PF tya:PG tye:NG tyh:VN tyi:CG tyj:VN
        tyl:VN tyn:ID typ:AU tys:VN tyt:VN tyu:BW tyx:CG tyy:NG tyz:VN tzh:MX tzj:GT tzl:001 tzm:MA tzn:ID tzo:MX
        tzx:PG uam:BR uar:PG uba:NG ubi:TD ubl:PH ubr:PG ubu:PG uby:TR uda:NG udj:ID udl:CM udu:SD ues:ID ufi:PG
        ugb:AU uge:SB uha:NG uhn:ID uis:PG uiv:CM uji:NG uka:ID ukg:PG ukh:CF ukk:MM ukp:NG ukq:NG uku:NG ukv:SS
        ukw:NG uky:AU ula:NG ulb:NG ule:AR ulf:ID uli:FM ulk:AU ulm:ID uln:PG ulu:ID ulw:NI uly:NG uma:US umb:AO
        umd:AU umg:AU umi:MY umm:NG umn:MM umo:BR ump:AU umr:AU ums:ID una:PG une:NG ung:AU uni:PG unk:BR unm:US
        unn:AU unu:PG unz:ID uon:TW upi:PG upv:VU ura:PE urb:BR urc:AU ure:BO urf:AU urg:PG urh:NG uri:PG urm:PG
        urn:ID uro:PG urp:BR urr:VU urt:PG uru:BR urv:PG urw:PG urx:PG ury:ID urz:BR usa:PG usi:BD usk:CM usp:GT
        uss:NG usu:PG uta:NG ute:US uth:NG utp:SB utr:NG utu:PG uur:VU uve:NC uvh:PG uvl:PG uwa:AU uya:NG uz:UZ vae:CF
        vag:GH vaj:NA val:PG vam:PG van:PG vao:VU vap:IN var:MX vau:CD vbb:ID vbk:PH ve:ZA vec:IT vem:NG veo:US vep:RU
        ver:NG vi:VN vic:SX vid:TZ vif:CG vig:BF vil:AR vin:TZ vit:NG viv:PG vka:AU vkj:TD vkk:ID vkl:ID vkm:BR vkn:NG
        vko:ID vkp:IN vkt:ID vku:AU vkz:NG vlp:VU vls:BE vma:AU vmb:AU vmc:MX vme:ID vmf:DE vmg:PG vmi:AU vmj:MX
        vmk:MZ vml:AU vmm:MX vmp:MX vmq:MX vmr:MZ vms:ID vmu:AU vmw:MZ vmx:MX vmy:MX vmz:MX vnk:SB vnm:VU vnp:VU
        vo:001 vor:NG vot:RU vra:VU vro:EE vrs:SB vrt:VU vto:ID vum:GA vun:TZ vut:CM vwa:CN wa:BE waa:US wab:PG wac:US
        wad:ID wae:CH waf:BR wag:PG wah:ID wai:ID waj:PG wam:US wan:CI wap:GY waq:AU war:PH was:US wat:PG wau:BR
        wav:NG waw:BR wax:PG way:SR waz:PG wba:VE wbb:ID wbe:ID wbf:BF wbh:TZ wbi:TZ wbj:TZ wbl:PK wbm:CN wbp:AU
        wbt:AU wbv:AU wbw:ID wca:BR wci:TG wdd:GA wdg:PG wdj:AU wdk:AU wdt:CA wdu:AU wdy:AU wec:CI wed:PG weg:AU
        weh:CM wei:PG wem:BJ weo:ID wep:DE wer:PG wes:CM wet:ID weu:MM wew:ID wfg:ID wga:AU wgb:PG wgg:AU wgi:PG
        wgo:ID wgu:AU wgy:AU wha:ID whg:PG whk:ID whu:ID wib:BF wic:US wie:AU wif:AU wig:AU wih:AU wii:PG wij:AU
        wik:AU wil:AU wim:AU win:US wir:BR wiu:PG wiv:PG wiy:US wja:NG wji:NG wka:TZ wkd:ID wkr:AU wkw:AU wky:AU
        wla:PG wlg:AU wlh:TL wli:ID wlm:GB wlr:VU wls:WF wlu:AU wlv:AR wlw:ID wlx:GH wma:NG wmb:AU wmc:PG wmd:BR
        wmh:TL wmi:AU wmm:ID wmn:NC wmo:PG wms:ID wmt:AU wmw:MZ wmx:PG wnb:PG wnc:PG wnd:AU wng:ID wnk:ID wnm:AU
        wnn:AU wno:ID wnp:PG wnu:PG wnw:US wny:AU wo:SN woa:AU wob:CI woc:PG wod:ID woe:FM wof:GM wog:PG woi:ID wok:CM
        wom:NG won:CD woo:ID wor:ID wos:PG wow:ID wpc:VE wrb:AU wrg:AU wrh:AU wri:AU wrk:AU wrl:AU wrm:AU wro:AU
        wrp:ID wrr:AU wrs:PG wru:ID wrv:PG wrw:AU wrx:ID wrz:AU wsa:ID wsi:VU wsk:PG wsr:PG wss:GH wsu:BR wtb:TZ
        wtf:PG wth:AU wti:ET wtk:PG wtw:ID wua:AU wub:AU wud:TG wul:ID wum:GA wun:TZ wur:AU wut:PG wuv:PG wux:AU
        wuy:ID wwa:BJ wwb:AU wwo:VU wwr:AU www:CM wxw:AU wyb:AU wyi:AU wym:PL wyn:US wyr:BR wyy:FJ xaa:ES xab:NG
        xai:BR xaj:BR xak:VE xam:ZA xao:VN xar:PG xat:BR xau:ID xav:BR xaw:US xay:ID xbb:AU xbd:AU xbe:AU xbg:AU
        xbi:PG xbj:AU xbm:FR xbn:MY xbp:AU xbr:ID xbw:BR xby:AU xch:US xda:AU xdk:AU xdo:AO xdy:ID xed:CM xeg:ZA
        xem:ID xer:BR xes:PG xet:BR xeu:PG xgb:CI xgd:AU xgg:AU xgi:AU xgm:AU xgu:AU xgw:AU xh:ZA xhv:VN xii:ZA xin:GT
        xir:BR xiy:BR xjb:AU xjt:AU xkb:BJ xkd:ID xke:ID xkg:ML xkl:ID xkn:ID xkq:ID xkr:BR xks:ID xkt:GH xku:CG
        xkv:BW xkw:ID xkx:PG xky:MY xkz:BT xla:PG xma:SO xmb:CM xmc:MZ xmd:CM xmg:CM xmh:AU xmj:CM xmm:ID xmo:BR
        xmp:AU xmq:AU xmt:ID xmu:AU xmv:MG xmw:MG xmx:ID xmy:AU xmz:ID xnb:TW xni:AU xnj:TZ xnk:AU xnm:AU xnn:PH
        xnq:MZ xnt:US xnu:AU xny:AU xnz:EG xoc:NG xod:ID xog:UG xoi:PG xok:BR xom:SD xon:GH xoo:BR xop:PG xor:BR
        xow:PG xpa:AU xpb:AU xpd:AU xpf:AU xph:AU xpj:AU xpk:BR xpl:AU xpn:BR xpo:MX xpq:US xpt:AU xpv:AU xpw:AU
        xpx:AU xpz:AU xra:BR xrb:BF xrd:AU xre:BR xrg:AU xri:BR xrr:IT xru:AU xrw:PG xsb:PH xse:ID xsh:NG xsi:PG
        xsm:GH xsn:NG xsp:PG xsq:MZ xsu:VE xsy:TW xta:MX xtb:MX xtc:SD xtd:MX xte:ID xth:AU xti:MX xtj:MX xtl:MX
        xtm:MX xtn:MX xtp:MX xts:MX xtt:MX xtu:MX xtv:AU xtw:BR xty:MX xud:AU xul:AU xum:IT xun:AU xuo:TD xut:AU
        xuu:NA xvn:ES xvo:IT xvs:IT xwa:BR xwd:AU xwe:BJ xwj:AU xwk:AU xwl:BJ xwr:ID xwt:AU xww:AU xxb:GH xxk:ID
        xxm:AU xxr:BR xxt:ID xya:AU xyb:AU xyj:AU xyk:AU xyl:BR xyt:AU xyy:AU xzp:MX yaa:PE yab:BR yac:ID yad:PE
        yae:VE yaf:CD yag:CL yah:TJ yaj:CF yak:US yal:GN yam:CM yan:NI yao:MZ yap:FM yaq:MX yar:VE yas:CM yat:CM
        yau:VE yav:CM yaw:BR yax:AO yay:NG yaz:NG yba:NG ybb:CM ybe:CN ybj:NG ybl:NG ybm:PG ybn:BR ybo:PG ybx:PG
        yby:PG ycl:CN ycn:CO ycr:TW yda:AU yde:PG ydk:PG yec:DE yee:PG yei:CM yel:CD yer:NG yes:NG yet:ID yev:PG
        yey:BW yga:AU ygi:AU ygl:PG ygm:PG ygr:PG ygu:AU ygw:PG yia:AU yii:AU yij:AU yil:AU yim:IN yir:ID yis:PG
        yka:PH yki:ID ykk:PG ykm:PG yko:CM ykr:PG yky:CF yla:PG ylb:PG yle:PG ylg:PG yli:ID yll:PG ylr:AU ylu:PG
        yly:NC ymb:PG yme:PE ymg:CD ymk:MZ yml:PG ymm:SO ymn:ID ymo:PG ymp:PG ynd:AU yng:CD ynl:PG ynq:NG yns:CD
        ynu:CO yo:NG yob:PG yog:PH yok:US yol:IE yom:CD yon:PG yot:NG yra:PG yrb:PG yre:CI yrl:BR yrm:AU yro:BR yrs:ID
        yrw:PG yry:AU yss:PG ytw:PG yty:AU yua:MX yub:AU yuc:US yuf:US yui:CO yuj:PG yul:CF yum:US yun:NG yup:CO
        yuq:BO yur:US yut:PG yuw:PG yuz:BO yva:ID yvt:VE ywa:PG ywg:AU ywn:BR ywr:AU yww:AU yxa:AU yxg:AU yxl:AU
        yxm:AU yxu:AU yxy:AU yyr:AU yyu:PG za:CN zaa:MX zab:MX zac:MX zad:MX zae:MX zaf:MX zag:SD zah:NG zaj:TZ zak:TZ
        zam:MX zao:MX zap:MX zaq:MX zar:MX zas:MX zat:MX zav:MX zaw:MX zax:MX zay:ET zaz:NG zbc:MY zbe:MY zbt:ID
        zbu:NG zbw:MY zca:MX zea:NL zeg:PG zem:NG zga:TZ zgr:PG zhi:NG zhn:CN zhw:CM zia:PG zik:PG zil:GN zim:TD
        zin:TZ ziw:TZ ziz:NG zka:ID zkd:MM zkp:BR zku:AU zla:CD zlm:TG zlu:NG zma:AU zmb:CD zmc:AU zmd:AU zme:AU
        zmf:CD zmg:AU zmh:PG zmi:MY zmj:AU zmk:AU zml:AU zmm:AU zmn:GA zmo:SD zmp:CD zmq:CD zmr:AU zms:CD zmt:AU
        zmu:AU zmv:AU zmw:CD zmx:CG zmy:AU zmz:CD zna:TD zne:CD zng:VN znk:AU zns:NG zoc:MX zoh:MX zom:IN zoo:MX
        zoq:MX zor:MX zos:MX zpa:MX zpb:MX zpc:MX zpd:MX zpe:MX zpf:MX zpg:MX zph:MX zpi:MX zpj:MX zpk:MX zpl:MX
        zpm:MX zpn:MX zpo:MX zpp:MX zpq:MX zpr:MX zps:MX zpt:MX zpu:MX zpv:MX zpw:MX zpx:MX zpy:MX zpz:MX zrn:TD
        zro:EC zrs:ID zsa:PG zsr:MX zsu:PG zte:MX ztg:MX ztl:MX ztm:MX ztn:MX ztp:MX ztq:MX zts:MX ztt:MX ztu:MX
        ztx:MX zty:MX zu:ZA zuh:PG zun:US zuy:CM zyj:CN zyp:MM zza:TR =Deva agi:IN ahr:IN anp:IN anq:IN anr:IN aph:NP
        asr:IN awa:IN bap:NP bee:IN bfb:IN bfy:IN bfz:IN bgc:IN bgd:IN bgq:IN bgw:IN bha:IN bhb:IN bhd:IN bhi:IN
        bhj:NP bho:IN bht:IN bhu:IN biy:IN bjj:IN bmj:NP bns:IN bpx:IN bra:IN brd:NP brx:IN btv:PK byh:NP byw:NP
        cdh:IN cdj:IN cdm:NP chx:NP cih:IN ctn:NP daq:IN dhi:NP dho:IN dhw:NP doi:IN drq:NP dry:NP dty:NP duh:IN
        dus:NP dwz:NP emg:NP emu:IN fmu:IN gbk:IN gbm:IN gdx:IN ghe:NP goj:IN gok:IN gon:IN gra:IN gvr:NP gyo:NP hi:IN
        hif:FJ hlb:IN hne:IN hoc:IN hoj:IN hoy:IN hut:NP jee:NP jml:NP jnl:IN jns:IN jul:NP kex:IN kfb:IN kfk:IN
        kfp:IN kfq:IN kfr:IN kfs:IN kfu:IN kfx:IN kfy:IN kgj:NP kgy:NP khn:IN kif:NP kip:NP kjl:NP kjo:IN kkt:NP
        kle:NP klr:NP kmj:IN knn:IN kok:IN kra:NP kru:IN ksz:IN kte:NP kyv:NP kyw:IN lae:IN lbf:IN lbm:IN lbr:NP
        lhm:NP lif:NP lmh:NP loy:NP luu:NP mag:IN mai:IN mgp:NP mjl:IN mjt:IN mjz:NP mkb:IN mke:IN mr:IN mrd:NP mrr:IN
        mtr:IN mut:IN mwr:IN nao:NP ncd:NP ne:NP new:NP nlx:IN nmm:NP noe:IN noi:IN nwx:NP ola:NP oon:IN pch:IN pci:IN
        pgg:IN phd:IN phw:NP pum:NP pwr:IN raa:NP rab:NP raf:NP raj:IN rav:NP rji:NP rjs:NP rtw:IN rwr:IN sa:IN sck:IN
        scp:NP sgj:IN sjp:IN skj:NP soi:NP srx:IN swv:IN syw:NP taj:NP tdb:IN tdg:NP tdh:NP tge:NP the:NP thf:NP
        thl:NP thq:NP thr:NP ths:NP tij:NP tkb:IN tkt:NP ttz:NP twm:IN vah:IN vas:IN vav:IN vay:NP vjk:IN wbr:IN
        wme:NP wtm:IN xnr:IN xsr:NP ybh:NP ybi:NP =Arab aao:DZ abh:TJ abv:BH acm:IQ acq:YE acw:SA acx:OM adf:OM aeb:TN
        aec:EG aee:AF aeq:PK afb:KW aib:CN aiq:AF apc:SY apd:TG ar:EG arq:DZ ars:SA ary:MA arz:EG ask:AF atn:IR auj:LY
        auz:UZ avd:IR avl:EG ayh:YE ayl:LY ayn:YE ayp:IQ azb:IR bal:PK bdz:PK bej:SD bft:PK bgn:PK bgp:PK bhe:PK
        bhm:OM bjm:IQ bqi:IR brh:PK brk:SD bsh:AF bsk:PK chg:TM cja:KH ckb:IQ clh:PK dcc:IN def:IR deh:PK dgl:SD
        dmk:PK dml:PK esh:IR fa:IR fay:IR faz:IR fia:SD fub:CM gbz:IR ggg:PK gha:LY ghr:PK gig:PK gjk:PK gju:PK glh:AF
        glk:IR gwc:PK gwf:PK gwt:AF gzi:IR hac:IR haz:AF hkh:IN hnd:PK hno:PK hoh:OM hrz:IR hss:OM isk:AF jad:GN
        jat:AF jbn:LY jdg:PK jnd:PK jog:PK kbu:PK kby:NE kcy:DZ kfm:IR khw:PK klj:IR kmz:IR ktl:IR kvx:PK kxp:PK
        lah:PK lki:IR lrc:IR lrk:PK lrl:IR lsa:IR lss:PK luv:OM luz:IR mby:PK mde:TD mfa:TH mfi:CM mhj:AF mki:PK
        mnj:AF mve:PK mvy:PK mzn:IR nli:AF nlm:PK ntz:IR nyq:IR odk:PK oru:PK ota:TR pbt:AF phl:PK phr:PK phv:AF
        plk:PK prc:AF prd:IR prx:IN ps:AF psh:AF psi:AF pst:PK qxq:IR rdb:IR rmt:IR sbn:PK scl:PK sd:PK sdb:IQ sdf:IQ
        sdg:AF sdh:IR sds:TN sgr:IR sgy:AF shd:PK shm:IR shu:TD shv:OM siy:IR siz:EG skr:PK smy:IR sqo:IR sqt:YE
        srh:CN srz:IR ssh:AE sts:AF swb:YT tjo:DZ tks:IR tov:IR tra:AF trm:AF trw:PK ug:CN ush:PK uzs:AF vaf:IR vgr:PK
        vmh:IR wbk:AF wlo:ID wne:PK wni:KM wsv:AF xhe:PK xka:PK xkc:IR xkj:IR xkp:IR xvi:AF ydg:PK zba:001 zdj:KM
        zum:OM =Cyrl ab:GE ady:RU agx:RU akv:RU alr:RU alt:RU ani:RU aqc:RU atv:RU av:RU ba:RU be:BY bg:BG bhh:IL
        bph:RU bua:RU bxm:MN ce:RU chm:RU cji:RU ckt:RU clw:RU crh:UA cu:RU cv:RU dar:RU ddo:RU dlg:RU dng:KG enf:RU
        enh:RU eve:RU evn:RU gdo:RU gin:RU gld:RU huz:RU inh:RU itl:RU jct:UA jdt:RU kaa:UZ kap:RU kbd:RU kca:RU
        ket:RU khv:RU kim:RU kjh:RU kk:KZ koi:RU kpt:RU kpy:RU krc:RU krk:RU kum:RU kv:RU kva:RU ky:KG lbe:RU lez:RU
        mdf:RU mk:MK mn:MN mns:RU mrj:RU mtm:RU mud:RU myv:RU ndf:RU neg:RU nio:RU niv:RU nog:RU oaa:RU oac:RU omk:RU
        orv:RU os:GE paq:TJ rsk:RS ru:RU rue:UA rut:RU sah:RU sel:RU sgh:TJ sia:RU sjd:RU sjt:RU sr:RS sty:RU tab:RU
        tg:TJ tin:RU tt:RU tyv:RU ude:RU udi:RU udm:RU ugh:RU uk:UA ulc:RU xal:RU xas:RU xdq:RU xpm:RU xrm:RU xrn:RU
        xwo:RU yai:TJ ykg:RU ykh:MN ynk:RU yrk:RU ysr:RU yug:RU yux:RU zko:RU zkz:RU =Tibt adx:CN bfu:IN bkk:IN bo:CN
        bro:BT cgk:BT cna:IN dka:BT dre:NP dz:BT dzl:BT ght:NP goe:BT jda:IN jya:CN kbg:IN khg:CN kjz:BT kkf:IN lbj:IN
        lkh:BT luk:BT lya:BT muk:NP neh:BT npb:BT ole:BT otb:CN sbu:IN sgt:BT sip:IN spt:IN tcn:NP tgf:BT tsj:BT
        xkf:BT zau:IN =Mymr aio:IN blk:MM bwe:MM csh:MM dnu:MM dnv:MM hpo:MM int:MM jkm:MM kht:IN kjp:MM ksu:IN ksw:MM
        kvq:MM kvt:MM kxf:MM kxk:MM mnw:MM mwt:MM my:MM obr:MM omx:MM pce:MM phk:IN pll:MM pwo:MM pyx:MM rbb:MM rki:MM
        rmz:IN shn:MM tco:MM tjl:MM tvn:MM =Ethi agj:ET ahg:ET alw:ET am:ET anu:ET awn:ET bcq:ET bst:ET byn:ER dox:ET
        drs:ET gez:ET gmv:ET gof:ET gru:ET har:ET hdy:ET ior:ET kqy:ET ktb:ET mdx:ET mdy:ET muz:ET mvz:ET mym:ET
        sgw:ET stv:ET ti:ET tig:ER wal:ET wle:ET xan:ET zwa:ET =Thai bzi:TH cbn:TH cog:TH kdt:TH khf:LA kjt:TH kxm:TH
        lcp:CN lwl:TH lwm:CN mkm:TH mlf:LA mpz:TH mra:TH nyl:TH nyw:TH pht:TH phu:TH prt:TH pww:TH skb:TH sou:TH th:TH
        thm:TH tts:TH ugo:TH urk:TH yoy:TH =Hebr aij:IL czk:CZ hbo:IL he:IL huy:IL itk:IT iw:IL jbe:IL ji:UA jpa:PS
        jpr:IL jrb:IL jye:IL lad:IL lsd:IL trg:IL yhd:IL yi:UA yih:DE yud:IL zrp:FR =Beng aot:BD as:IN bn:BD bpy:IN
        cdz:IN ctg:BD der:IN grt:IN kdq:IN mni:IN rah:IN rkt:BD sdr:BD syl:BD unr:IN unx:IN =Orya bdv:IN bfw:IN dso:IN
        dwk:IN gaq:IN gbj:IN gdb:IN jun:IN juy:IN or:IN peg:IN rei:IN spv:IN uki:IN xis:IN zrg:IN =Hani how:CN oko:KR
        swi:CN zch:CN zeh:CN zgb:CN zgm:CN zgn:CN zhd:CN zlj:CN zln:CN zlq:CN zqe:CN zyg:CN zyn:CN zzj:CN =Laoo alk:LA
        brv:LA kjg:LA kuf:LA lbo:LA lo:LA ncq:LA ngt:LA pho:LA sct:LA sqq:LA sss:LA tth:LA tto:LA =Mlym aaf:IN all:IN
        kev:IN kfh:IN mjq:IN mjr:IN mjv:IN ml:IN pcf:IN pcg:IN pkr:IN udg:IN yea:IN =Taml bfq:IN ctt:IN cty:IN era:IN
        iru:IN kfe:IN kfi:IN muv:IN ta:IN tcx:IN vaa:IN xub:IN xuj:IN =Syrc aii:IQ amw:SY bhn:GE bjf:IL hrt:TR kqd:IQ
        lhs:SY oar:SY syc:TR syn:IR syr:IQ tmr:IL =Telu cde:IN gau:IN key:IN kfc:IN lmn:IN mju:IN nit:IN ort:IN pcj:IN
        te:IN wbq:IN yeu:IN =Hans cdo:CN cjy:CN cnp:CN csp:CN czh:CN gan:CN hak:CN hsn:CN lzh:CN nan:CN wuu:CN zh:CN
        =Yiii ii:CN nos:CN nsd:CN nsf:CN nsv:CN nty:VN smh:CN yig:CN yiv:CN ysd:CN ysn:CN ysp:CN =Grek aat:GR bgx:TR
        cpg:GR ecr:GR el:GR pnt:GR scx:IT tsd:GR uum:GE xpg:TR yej:GR =Khmr brb:KH km:KH krr:KH krv:KH okz:KH pcb:KH
        rka:KH smu:KH tpu:KH xhm:KH =Cans cr:CA crj:CA crk:CA crl:CA crm:CA csw:CA iu:CA nsk:CA oj:CA ojs:CA =Plrd
        hmd:CN ktp:CN lpo:CN sfm:CN ygp:CN yna:CN ysy:CN ywq:CN ywu:CN =Knda brw:IN kfa:IN kfd:IN kfg:IN kn:IN tcy:IN
        vmd:IN =Geor bbl:GE jge:GE ka:GE oav:GE sva:GE xmf:GE =Tfng ber:MA gho:MA shi:MA tda:NE zen:MR zgh:MA =Gujr
        cdi:IN dhn:IN dub:IN gas:IN gbl:IN gu:IN =Xsux akk:IQ hit:TR htx:TR nei:TR oht:TR =Brah kho:IR pka:IN pmh:IN
        psu:IN xtq:IR =Armn axm:AM hy:AM hyw:AM rmi:AM =Ital ett:IT osc:IT pgn:IT xve:IT =Jpan ams:JP ja:JP yoi:JP
        =Tavt blt:VN soa:TH tyr:VN =Mong bxu:CN mnc:CN mvf:CN =Lana cuu:CN kkh:MM nod:TH =Kali eky:MM kvy:MM kyu:MM
        =Takr hii:IN jna:IN scu:IN =Runr non:SE nrn:GB sxu:DE =Ogam pgl:IE sga:IE xpi:GB =Kana ain:JP ryu:JP =Batk
        btd:ID btm:ID =Cakm ccp:BD tnv:BD =Cprt ecy:CY grc:CY =Bopo hmj:CN hmq:CN =Hmnp hnj:US mww:US =Lyci imy:TR
        xlc:TR =Hang jje:KR okm:KR =Aran ks:IN ur:PK =Hant ltc:CN yue:HK =Mand mid:IQ myz:IR =Phnx obm:JO phn:LB =Java
        osi:ID tes:ID =Khar pgd:PK pra:PK =Sinh pi:IN si:LK =Samr sam:PS smp:IL =Tale tdd:CN thi:LA =Rjng abl:ID =Avst
        ae:IR =Ahom aho:IN =Armi arc:IR =Sgnw ase:US =Bamu bax:CM =Bass bsq:LR =Cher chr:US =Cham cjm:VN =Soyo cmg:MN
        =Copt cop:EG =Pauc ctd:MM =Medf dmf:NG =Thaa dv:MV =Egyp egy:EG =Gonm esg:IN =Latf gml:DE =Linb gmy:GR =Goth
        got:UA =Hluw hlu:TR =Hmng hmn:CN =Kawi kaw:ID =Talu khb:CN =Kore ko:KR =Lina lab:GR =Lepc lep:IN =Lisu lis:CN
        =Latg mga:IE =Mroo mro:BD =Wcho nnp:IN =Nkoo nqo:GN =Tnsa nst:IN =Newa nwc:NP =Mtei omp:IN =Modi omr:IN =Osge
        osa:US =Orkh otk:MN =Gran oty:IN =Ougr oui:CN =Guru pa:IN =Phli pal:IR =Xpeo peo:IR =Rohg rhg:MM =Olck sat:IN
        =Saur saz:IN =Sogd sog:UZ =Sora srb:IN =Sunu suz:NP =Tagb tbk:PH =Tang txg:CN =Toto txo:IN =Ugar uga:SY =Vaii
        vai:LR =Gong wsg:IN =Aghb xag:AZ =Chrs xco:UZ =Cari xcr:TR =Lydi xld:TR =Elym xly:IR =Mani xmn:CN =Merc xmr:SD
        =Narb xna:SA =Prti xpr:IR =Sarb xsa:YE =Marc xzh:CN =Nshu zhx:CN =Kits zkt:CN
        """
    /// language_region:script where the region implies a script other than the language's default.
    static let likelyRegionScripts = """
        az_IQ:Arab az_IR:Arab az_RU:Cyrl ha_CM:Arab ha_SD:Arab kk_AF:Arab kk_CN:Arab kk_IR:Arab kk_MN:Arab ku_LB:Arab
        ky_CN:Arab ky_TR:Latn man_GN:Nkoo mn_CN:Mong ms_CC:Arab pa_PK:Aran sd_IN:Deva sr_ME:Latn sr_RO:Latn sr_RU:Latn
        sr_TR:Latn tg_PK:Arab ug_KZ:Cyrl ug_MN:Cyrl unr_NP:Deva uz_AF:Arab uz_CN:Cyrl yue_CN:Hans zh_AU:Hant
        zh_BN:Hant zh_GB:Hant zh_GF:Hant zh_HK:Hant zh_ID:Hant zh_MO:Hant zh_PA:Hant zh_PF:Hant zh_PH:Hant zh_SR:Hant
        zh_TH:Hant zh_TW:Hant zh_VN:Hant
        """
    /// language_script:region where the script implies a region other than the language's default.
    static let likelyScriptRegions = """
        arc_Hatr:IQ arc_Nbat:JO arc_Palm:SY az_Arab:IR bap_Krai:IN cu_Glag:BG en_Shaw:GB ff_Adlm:GN grc_Linb:GR
        hnj_Hmng:LA kk_Arab:CN ku_Arab:IQ ku_Yezi:GE ky_Arab:CN ky_Latn:TR lif_Limb:IN man_Nkoo:GN mn_Mong:CN
        pa_Arab:PK pa_Aran:PK pal_Phlp:CN sd_Deva:IN sd_Khoj:IN sd_Sind:IN tg_Arab:PK ug_Cyrl:KZ unr_Deva:NP
        uz_Arab:AF yue_Hans:CN zh_Bopo:TW zh_Hanb:TW zh_Hant:TW
        """
    /// und_region: maximized (language_script_region) for regions that do not maximize to en_Latn_<region>.
    static let likelyUndeterminedRegions = """
        AD:ca_Latn_AD AE:ar_Arab_AE AF:fa_Arab_AF AL:sq_Latn_AL AM:hy_Armn_AM AO:pt_Latn_AO AR:es_Latn_AR
        AS:sm_Latn_AS AT:de_Latn_AT AW:nl_Latn_AW AX:sv_Latn_AX AZ:az_Latn_AZ BA:bs_Latn_BA BD:bn_Beng_BD
        BE:nl_Latn_BE BF:fr_Latn_BF BG:bg_Cyrl_BG BH:ar_Arab_BH BI:rn_Latn_BI BJ:fr_Latn_BJ BL:fr_Latn_BL
        BN:ms_Latn_BN BO:es_Latn_BO BQ:pap_Latn_BQ BR:pt_Latn_BR BT:dz_Tibt_BT BY:be_Cyrl_BY CC:ms_Arab_CC
        CD:sw_Latn_CD CF:fr_Latn_CF CG:fr_Latn_CG CH:de_Latn_CH CI:fr_Latn_CI CL:es_Latn_CL CM:fr_Latn_CM
        CN:zh_Hans_CN CO:es_Latn_CO CR:es_Latn_CR CU:es_Latn_CU CV:pt_Latn_CV CW:pap_Latn_CW CY:el_Grek_CY
        CZ:cs_Latn_CZ DE:de_Latn_DE DJ:aa_Latn_DJ DK:da_Latn_DK DO:es_Latn_DO DZ:ar_Arab_DZ EA:es_Latn_EA
        EC:es_Latn_EC EE:et_Latn_EE EG:ar_Arab_EG EH:ar_Arab_EH ER:ti_Ethi_ER ES:es_Latn_ES ET:am_Ethi_ET
        FI:fi_Latn_FI FO:fo_Latn_FO FR:fr_Latn_FR GA:fr_Latn_GA GE:ka_Geor_GE GF:fr_Latn_GF GH:ak_Latn_GH
        GL:kl_Latn_GL GN:fr_Latn_GN GP:fr_Latn_GP GQ:es_Latn_GQ GR:el_Grek_GR GT:es_Latn_GT GW:pt_Latn_GW
        HK:zh_Hant_HK HN:es_Latn_HN HR:hr_Latn_HR HT:ht_Latn_HT HU:hu_Latn_HU IC:es_Latn_IC ID:id_Latn_ID
        IL:he_Hebr_IL IN:hi_Deva_IN IQ:ar_Arab_IQ IR:fa_Arab_IR IS:is_Latn_IS IT:it_Latn_IT JO:ar_Arab_JO
        JP:ja_Jpan_JP KE:sw_Latn_KE KG:ky_Cyrl_KG KH:km_Khmr_KH KM:ar_Arab_KM KP:ko_Kore_KP KR:ko_Kore_KR
        KW:ar_Arab_KW KZ:ru_Cyrl_KZ LA:lo_Laoo_LA LB:ar_Arab_LB LI:de_Latn_LI LK:si_Sinh_LK LS:st_Latn_LS
        LT:lt_Latn_LT LU:fr_Latn_LU LV:lv_Latn_LV LY:ar_Arab_LY MA:ar_Arab_MA MC:fr_Latn_MC MD:ro_Latn_MD
        ME:sr_Latn_ME MF:fr_Latn_MF MG:mg_Latn_MG MK:mk_Cyrl_MK ML:bm_Latn_ML MM:my_Mymr_MM MN:mn_Cyrl_MN
        MO:zh_Hant_MO MQ:fr_Latn_MQ MR:ar_Arab_MR MT:mt_Latn_MT MU:mfe_Latn_MU MV:dv_Thaa_MV MX:es_Latn_MX
        MY:ms_Latn_MY MZ:pt_Latn_MZ NA:af_Latn_NA NC:fr_Latn_NC NE:ha_Latn_NE NI:es_Latn_NI NL:nl_Latn_NL
        NO:nb_Latn_NO NP:ne_Deva_NP OM:ar_Arab_OM PA:es_Latn_PA PE:es_Latn_PE PF:fr_Latn_PF PG:tpi_Latn_PG
        PH:fil_Latn_PH PK:ur_Aran_PK PL:pl_Latn_PL PM:fr_Latn_PM PR:es_Latn_PR PS:ar_Arab_PS PT:pt_Latn_PT
        PW:pau_Latn_PW PY:gn_Latn_PY QA:ar_Arab_QA RE:fr_Latn_RE RO:ro_Latn_RO RS:sr_Cyrl_RS RU:ru_Cyrl_RU
        RW:rw_Latn_RW SA:ar_Arab_SA SC:fr_Latn_SC SD:ar_Arab_SD SE:sv_Latn_SE SI:sl_Latn_SI SJ:nb_Latn_SJ
        SK:sk_Latn_SK SL:kri_Latn_SL SM:it_Latn_SM SN:fr_Latn_SN SO:so_Latn_SO SR:nl_Latn_SR SS:ar_Arab_SS
        ST:pt_Latn_ST SV:es_Latn_SV SY:ar_Arab_SY TD:fr_Latn_TD TF:fr_Latn_TF TG:fr_Latn_TG TH:th_Thai_TH
        TJ:tg_Cyrl_TJ TK:tkl_Latn_TK TL:pt_Latn_TL TM:tk_Latn_TM TN:ar_Arab_TN TO:to_Latn_TO TR:tr_Latn_TR
        TV:tvl_Latn_TV TW:zh_Hant_TW TZ:sw_Latn_TZ UA:uk_Cyrl_UA UG:sw_Latn_UG UY:es_Latn_UY UZ:uz_Latn_UZ
        VA:it_Latn_VA VE:es_Latn_VE VN:vi_Latn_VN VU:bi_Latn_VU WF:fr_Latn_WF WS:sm_Latn_WS XK:sq_Latn_XK
        YE:ar_Arab_YE YT:fr_Latn_YT ZM:bem_Latn_ZM ZW:sn_Latn_ZW ZZ:en_Latn_US 419:es_Latn_419
        """
    /// und_script: maximized, for scripts that do not maximize to en_<script>_US.
    static let likelyUndeterminedScripts = """
        Adlm:ff_Adlm_GN Aghb:xag_Aghb_AZ Ahom:aho_Ahom_IN Arab:ar_Arab_EG Aran:ur_Aran_PK Armi:arc_Armi_IR
        Armn:hy_Armn_AM Avst:ae_Avst_IR Bali:ban_Bali_ID Bamu:bax_Bamu_CM Bass:bsq_Bass_LR Batk:bbc_Batk_ID
        Beng:bn_Beng_BD Bhks:sa_Bhks_IN Bopo:zh_Bopo_TW Brah:pka_Brah_IN Brai:fr_Brai_FR Bugi:bug_Bugi_ID
        Buhd:bku_Buhd_PH Cakm:ccp_Cakm_BD Cans:iu_Cans_CA Cari:xcr_Cari_TR Cham:cjm_Cham_VN Cher:chr_Cher_US
        Chrs:xco_Chrs_UZ Copt:cop_Copt_EG Cpmn:und_Cpmn_CY Cprt:grc_Cprt_CY Cyrl:ru_Cyrl_RU Deva:hi_Deva_IN
        Diak:dv_Diak_MV Dogr:doi_Dogr_IN Dupl:fr_Dupl_FR Egyp:egy_Egyp_EG Elba:sq_Elba_AL Elym:arc_Elym_IR
        Ethi:am_Ethi_ET Gara:wo_Gara_SN Geor:ka_Geor_GE Glag:cu_Glag_BG Gong:wsg_Gong_IN Gonm:esg_Gonm_IN
        Goth:got_Goth_UA Gran:sa_Gran_IN Grek:el_Grek_GR Gujr:gu_Gujr_IN Gukh:gvr_Gukh_NP Guru:pa_Guru_IN
        Hanb:zh_Hanb_TW Hang:ko_Hang_KR Hani:zh_Hani_CN Hano:hnn_Hano_PH Hans:zh_Hans_CN Hant:zh_Hant_TW
        Hatr:arc_Hatr_IQ Hebr:he_Hebr_IL Hira:ja_Hira_JP Hluw:hlu_Hluw_TR Hmng:hnj_Hmng_LA Hmnp:hnj_Hmnp_US
        Hung:hu_Hung_HU Ital:ett_Ital_IT Jamo:ko_Jamo_KR Java:jv_Java_ID Jpan:ja_Jpan_JP Kali:eky_Kali_MM
        Kana:ja_Kana_JP Kawi:kaw_Kawi_ID Khar:pra_Khar_PK Khmr:km_Khmr_KH Khoj:sd_Khoj_IN Kits:zkt_Kits_CN
        Knda:kn_Knda_IN Kore:ko_Kore_KR Krai:bap_Krai_IN Kthi:bho_Kthi_IN Lana:nod_Lana_TH Laoo:lo_Laoo_LA
        Lepc:lep_Lepc_IN Limb:lif_Limb_IN Lina:lab_Lina_GR Linb:grc_Linb_GR Lisu:lis_Lisu_CN Lyci:xlc_Lyci_TR
        Lydi:xld_Lydi_TR Mahj:hi_Mahj_IN Maka:mak_Maka_ID Mand:myz_Mand_IR Mani:xmn_Mani_CN Marc:bo_Marc_CN
        Medf:dmf_Medf_NG Mend:men_Mend_SL Merc:xmr_Merc_SD Mero:xmr_Mero_SD Mlym:ml_Mlym_IN Modi:mr_Modi_IN
        Mong:mn_Mong_CN Mroo:mro_Mroo_BD Mtei:mni_Mtei_IN Mult:skr_Mult_PK Mymr:my_Mymr_MM Nagm:unr_Nagm_IN
        Nand:sa_Nand_IN Narb:xna_Narb_SA Nbat:arc_Nbat_JO Newa:new_Newa_NP Nkoo:man_Nkoo_GN Nshu:zhx_Nshu_CN
        Ogam:sga_Ogam_IE Olck:sat_Olck_IN Onao:unr_Onao_IN Orkh:otk_Orkh_MN Orya:or_Orya_IN Osge:osa_Osge_US
        Osma:so_Osma_SO Ougr:oui_Ougr_CN Palm:arc_Palm_SY Pauc:ctd_Pauc_MM Perm:kv_Perm_RU Phag:lzh_Phag_CN
        Phli:pal_Phli_IR Phlp:pal_Phlp_CN Phnx:phn_Phnx_LB Plrd:hmd_Plrd_CN Prti:xpr_Prti_IR Rjng:rej_Rjng_ID
        Rohg:rhg_Rohg_MM Runr:non_Runr_SE Samr:smp_Samr_IL Sarb:xsa_Sarb_YE Saur:saz_Saur_IN Sgnw:ase_Sgnw_US
        Shaw:en_Shaw_GB Shrd:sa_Shrd_IN Sidd:sa_Sidd_IN Sind:sd_Sind_IN Sinh:si_Sinh_LK Sogd:sog_Sogd_UZ
        Sogo:sog_Sogo_UZ Sora:srb_Sora_IN Soyo:cmg_Soyo_MN Sund:su_Sund_ID Sunu:suz_Sunu_NP Sylo:syl_Sylo_BD
        Syrc:syr_Syrc_IQ Tagb:tbw_Tagb_PH Takr:doi_Takr_IN Tale:tdd_Tale_CN Talu:khb_Talu_CN Taml:ta_Taml_IN
        Tang:txg_Tang_CN Tavt:blt_Tavt_VN Telu:te_Telu_IN Tfng:zgh_Tfng_MA Tglg:fil_Tglg_PH Thaa:dv_Thaa_MV
        Thai:th_Thai_TH Tibt:bo_Tibt_CN Tirh:mai_Tirh_IN Tnsa:nst_Tnsa_IN Todr:sq_Todr_AL Toto:txo_Toto_IN
        Tutg:sa_Tutg_IN Ugar:uga_Ugar_SY Vaii:vai_Vaii_LR Vith:sq_Vith_AL Wara:hoc_Wara_IN Wcho:nnp_Wcho_IN
        Xpeo:peo_Xpeo_IR Xsux:akk_Xsux_IQ Yezi:ku_Yezi_GE Yiii:ii_Yiii_CN Zanb:cmg_Zanb_MN Zzzz:en_Latn_US
        """
    /// und_script_region: maximized, where neither the script's own language nor the region's decides.
    static let likelyUndeterminedScriptRegions = """
        Arab_AF:fa_Arab_AF Arab_BN:ms_Arab_BN Arab_CC:ms_Arab_CC Arab_CN:ug_Arab_CN Arab_GB:ks_Arab_GB
        Arab_ID:ms_Arab_ID Arab_IN:ur_Arab_IN Arab_IR:fa_Arab_IR Arab_KH:cja_Arab_KH Arab_MM:rhg_Arab_MM
        Arab_MN:kk_Arab_MN Arab_MU:ur_Arab_MU Arab_NG:ha_Arab_NG Arab_PK:ur_Arab_PK Arab_TG:apd_Arab_TG
        Arab_TH:mfa_Arab_TH Arab_TJ:fa_Arab_TJ Arab_TR:apc_Arab_TR Arab_YT:swb_Arab_YT Aran_IN:ks_Aran_IN
        Cyrl_AF:kaa_Cyrl_AF Cyrl_AL:mk_Cyrl_AL Cyrl_AZ:az_Cyrl_AZ Cyrl_BA:sr_Cyrl_BA Cyrl_BG:bg_Cyrl_BG
        Cyrl_BY:be_Cyrl_BY Cyrl_GE:ab_Cyrl_GE Cyrl_GR:mk_Cyrl_GR Cyrl_IR:kaa_Cyrl_IR Cyrl_KG:ky_Cyrl_KG
        Cyrl_MD:uk_Cyrl_MD Cyrl_ME:sr_Cyrl_ME Cyrl_MK:mk_Cyrl_MK Cyrl_MN:mn_Cyrl_MN Cyrl_RO:bg_Cyrl_RO
        Cyrl_RS:sr_Cyrl_RS Cyrl_SK:uk_Cyrl_SK Cyrl_TJ:tg_Cyrl_TJ Cyrl_TR:kbd_Cyrl_TR Cyrl_UA:uk_Cyrl_UA
        Cyrl_UZ:uz_Cyrl_UZ Cyrl_XK:sr_Cyrl_XK Deva_BT:ne_Deva_BT Deva_FJ:hif_Deva_FJ Deva_MU:bho_Deva_MU
        Deva_NP:ne_Deva_NP Deva_PK:btv_Deva_PK Ethi_ER:ti_Ethi_ER Grek_TR:bgx_Grek_TR Hant_CA:yue_Hant_CA
        Hant_CN:yue_Hant_CN Hebr_SE:yi_Hebr_SE Hebr_UA:yi_Hebr_UA Hebr_US:yi_Hebr_US Latn_AE:en_Latn_AE
        Latn_AF:tk_Latn_AF Latn_AM:ku_Latn_AM Latn_BD:en_Latn_BD Latn_BG:en_Latn_BG Latn_BT:en_Latn_BT
        Latn_CC:en_Latn_CC Latn_CN:za_Latn_CN Latn_CY:tr_Latn_CY Latn_DZ:fr_Latn_DZ Latn_EG:en_Latn_EG
        Latn_ER:en_Latn_ER Latn_ET:en_Latn_ET Latn_GE:ku_Latn_GE Latn_GR:en_Latn_GR Latn_HK:en_Latn_HK
        Latn_IL:en_Latn_IL Latn_IN:en_Latn_IN Latn_IQ:en_Latn_IQ Latn_IR:tk_Latn_IR Latn_JO:en_Latn_JO
        Latn_KM:fr_Latn_KM Latn_KZ:en_Latn_KZ Latn_LB:en_Latn_LB Latn_LK:en_Latn_LK Latn_MA:fr_Latn_MA
        Latn_MK:sq_Latn_MK Latn_MM:kac_Latn_MM Latn_MO:pt_Latn_MO Latn_MR:fr_Latn_MR Latn_MV:en_Latn_MV
        Latn_NP:en_Latn_NP Latn_PK:en_Latn_PK Latn_RU:krl_Latn_RU Latn_SD:en_Latn_SD Latn_SS:en_Latn_SS
        Latn_SY:fr_Latn_SY Latn_TH:en_Latn_TH Latn_TN:fr_Latn_TN Latn_TW:trv_Latn_TW Latn_UA:pl_Latn_UA
        Latn_YE:en_Latn_YE Mymr_IN:kht_Mymr_IN Mymr_TH:mnw_Mymr_TH Nkoo_ML:bm_Nkoo_ML Thai_CN:lcp_Thai_CN
        Thai_KH:kdt_Thai_KH Thai_LA:kdt_Thai_LA Tibt_BT:dz_Tibt_BT
        """
}
