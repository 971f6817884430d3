@testable import Catalog

/// A small catalog written for the tests: two shops, two stations, four products, three exceptions.
enum CatalogFixtures {
    static let shopsCSV = """
        id,name,name_en,kind,deadline_days_before,deadline_time,delivery_weekdays
        s-meat,肉の店,Meat Shop,butcher,1,20:00,mon-sat
        s-fish,魚の店,Fish Shop,fishmonger,0,08:00,"tue,thu,sat"
        """

    static let stationsCSV = """
        id,name,name_en,area,open_weekdays
        st-a,駅前,Station A,渋谷区,daily
        st-b,商店街,Station B,中野区,mon-fri
        """

    static let productsCSV = """
        id,shop_id,name,name_en,foods,pack_value,pack_unit,pack_pieces,price,stock,labels,on_sale,sold_out,delivery_weekdays,popularity,origin
        p-1,s-meat,国産 鶏もも肉 300g,"Chicken thigh, 300 g",chicken-thigh,300,g,,420,10,new,true,false,,80,国産
        p-2,s-meat,国産 豚バラ薄切り 200g,"Pork belly, sliced, 200 g",pork-belly,200,g,,520,0,,true,true,,70,
        p-3,s-fish,塩さば 半身 2枚,"Salted mackerel, 2 halves",mackerel,2,piece,2,320,5,limited,true,false,sat,40,
        p-4,s-meat,たまご 10個,"Eggs, 10",egg,10,piece,10,260,20,,true,false,,90,
        """

    static let calendarCSV = """
        date,scope,delivers,note
        2026-12-31,*,false,年末休業
        2026-11-26,shop:s-fish,false,市場休み
        2026-11-29,shop:s-meat,true,日曜特別便
        """

    static func snapshot() throws -> CatalogSnapshot {
        let reader = CatalogReader()
        var snapshot = try reader.read(csv: shopsCSV, file: "shops.csv")
        snapshot = try reader.read(csv: stationsCSV, file: "stations.csv", into: snapshot)
        snapshot = try reader.read(csv: productsCSV, file: "products.csv", into: snapshot)
        return try reader.read(csv: calendarCSV, file: "calendar.csv", into: snapshot)
    }
}
